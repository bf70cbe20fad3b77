// /notificacoes: the person's notifications, newest first, paged by the database (?page=2); each
// opens the question in its lesson (a plan's renewal: the Pix to pay, at the payment provider; a
// refund: the order in 'Minhas compras', with how the money returns) and is marked read;
// 'Marcar todas como lidas' marks the rest.
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { formatDate, formatDateTime } from '@/utils/format-date';
import { refundReturnText } from '@/rules/refunds';
import { formatCurrency } from '@/utils/format';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useNotifications,
  type AppNotification,
  type AssignmentNotification,
} from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** What happened, in a sentence. */
function isAssignmentNotification(notification: AppNotification): notification is AssignmentNotification {
  return notification.kind === 'assignment' || notification.kind === 'assignment_reminder';
}

/** '2026-03-15' → '15/03' (a São Paulo day as the database sent it). */
function dayMonth(day: string) {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

export function notificationText(notification: AppNotification): string {
  if (isAssignmentNotification(notification)) {
    const { organisation_name, kind, title, due_on } = notification.assignment;
    const what = kind === 'track' ? `a trilha ${title}` : `o curso ${title}`;
    return notification.kind === 'assignment'
      ? `${organisation_name} atribuiu a você ${what} · até ${dayMonth(due_on)}`
      : `Lembrete: conclua ${what} até ${dayMonth(due_on)}`;
  }
  if (notification.kind === 'order_refunded') {
    const { product_title, amount, status } = notification.refund;
    return status === 'charged_back'
      ? `O pagamento de ${product_title} (${formatCurrency(amount)}) foi contestado no cartão e o acesso foi encerrado`
      : `Sua compra de ${product_title} foi reembolsada: ${formatCurrency(amount)} voltam para você`;
  }
  if (notification.kind === 'subscription_renewal') {
    const { plan_name, amount, due_at, paid } = notification.renewal;
    return paid
      ? `Renovação do plano ${plan_name} paga`
      : `Seu plano ${plan_name} vence em ${formatDate(due_at)}: pague o Pix de ${formatCurrency(amount)} para renovar`;
  }
  const title = `“${notification.question.title}”`;
  if (notification.kind === 'new_question') return `Nova pergunta em ${notification.course.title}: ${title}`;
  return notification.by_teacher
    ? `O professor respondeu sua pergunta ${title}`
    : `Sua pergunta ${title} recebeu uma resposta`;
}

export function NotificationsList({ userId }: { userId: string }) {
  const list = useListParams();
  const { data, isPending, isError, refetch, isFetching } = useNotifications(userId, list.page);
  usePageFromAnswer(list, data?.page);
  const mark = useMarkNotificationsRead(userId);

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Notificações</h1>
          <p className="mt-2 text-ink-muted">
            Respostas às suas perguntas, novas perguntas nos seus cursos e a renovação da sua assinatura.
          </p>
        </div>
        {data && data.unread > 0 && (
          <Button
            variant="outline"
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(null, {
                onSuccess: () => toast.success('Todas as notificações foram marcadas como lidas.'),
                onError: () => toast.error('Não foi possível marcar as notificações. Tente novamente.'),
              })
            }
          >
            Marcar todas como lidas
          </Button>
        )}
      </div>

      {isPending ? (
        <div role="status" aria-label="Carregando notificações" className="mt-8 space-y-3">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ) : isError && !data ? (
        <InlineLoadError
          message="Não foi possível carregar suas notificações."
          retrying={isFetching}
          onRetry={() => void refetch()}
          className="mt-8"
        />
      ) : data.total === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-ink-muted">
          Nenhuma notificação por enquanto.
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-muted" aria-live="polite">
            {data.unread === 0
              ? 'Tudo lido.'
              : data.unread === 1
                ? '1 não lida.'
                : `${data.unread} não lidas.`}
          </p>
          <ul className="mt-3 space-y-3" aria-label="Notificações">
            {data.rows.map((notification) => {
              const unread = notification.read_at === null;
              const className = cn(
                'block rounded-2xl border p-4 shadow-sm transition-colors hover:border-brand-300 sm:p-5',
                unread ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-white',
              );
              const heading = (
                <span className="flex flex-wrap items-center gap-2">
                  {unread && <Badge variant="solid">Nova</Badge>}
                  {notification.kind === 'question_answered' && notification.by_teacher && (
                    <Badge variant="brand">Resposta do professor</Badge>
                  )}
                  <span className="text-sm text-ink-muted">{formatDateTime(notification.created_at)}</span>
                </span>
              );
              const markRead = () => {
                if (unread) mark.mutate(notification.id);
              };
              return (
                <li key={notification.id}>
                  {isAssignmentNotification(notification) ? (
                    <Link
                      to={
                        notification.assignment.kind === 'track'
                          ? paths.track(notification.assignment.slug)
                          : paths.course(notification.assignment.slug)
                      }
                      onClick={markRead}
                      className={className}
                    >
                      {heading}
                      <span className="mt-2 block font-semibold break-words text-ink">
                        {notificationText(notification)}
                      </span>
                      <span className="mt-1 block text-sm break-words text-ink-muted">
                        Atribuído pela sua empresa · {notification.assignment.organisation_name}
                      </span>
                    </Link>
                  ) : notification.kind === 'order_refunded' ? (
                    <Link to={paths.myPurchases} onClick={markRead} className={className}>
                      {heading}
                      <span className="mt-2 block font-semibold break-words text-ink">
                        {notificationText(notification)}
                      </span>
                      <span className="mt-1 block text-sm break-words text-ink-muted">
                        {refundReturnText(notification.refund.status, notification.refund.method)}
                      </span>
                    </Link>
                  ) : notification.kind === 'subscription_renewal' ? (
                    // The Pix is paid on the provider's page, outside the site.
                    <a href={notification.renewal.payment_url} onClick={markRead} className={className}>
                      {heading}
                      <span className="mt-2 block font-semibold break-words text-ink">
                        {notificationText(notification)}
                      </span>
                      <span className="mt-1 block text-sm break-words text-ink-muted">
                        {notification.renewal.paid ? 'Ver o pagamento' : 'Pagar com Pix'}
                      </span>
                    </a>
                  ) : (
                    <Link
                      to={paths.lessonQuestion(
                        notification.course.id,
                        notification.lesson.id,
                        notification.question.id,
                      )}
                      onClick={markRead}
                      className={className}
                    >
                      {heading}
                      <span className="mt-2 block font-semibold break-words text-ink">
                        {notificationText(notification)}
                      </span>
                      <span className="mt-1 block text-sm break-words text-ink-muted">
                        {notification.course.title} · {notification.lesson.title}
                      </span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <Pagination
            page={data.page}
            pageCount={pageCount(data.total, NOTIFICATIONS_PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label="Páginas de notificações"
          />
        </>
      )}
    </>
  );
}
