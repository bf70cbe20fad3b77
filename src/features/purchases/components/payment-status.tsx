// The page the provider sends the buyer back to: the order read again every 2 s while it is
// pending (the provider's webhook settles it, usually within seconds), then the next step: the
// course's first lesson, the e-book's download or the plan's courses. A pending order no payment
// reached (the database's `abandoned`: the buyer left the provider's page without paying) says
// so, with the way back to pay and its cancellation; it is still followed, so a payment that
// arrives late turns it into 'Pagamento confirmado' (docs/payments.md → Abandoned orders).
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, CircleXIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { reasonCode } from '@/lib/errors/user-message';
import { ABANDONED_ORDER_LABEL } from '@/rules/orders';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { cn } from '@/lib/utils';
import type { ProductKind } from '@/rules/orders';
import { useMySubscription } from '../api/get-my-subscription';
import { useOrder } from '../api/get-order';
import type { OrderDetail } from '../api/order-schema';
import { formatDateTime } from '@/utils/format-date';
import { amountText, paymentText } from '../utils/order-text';
import { BookDownloadButton } from './book-download-button';
import { CancelOrderButton } from './order-actions';
import { PlanCourses } from './plan-courses';

const waitingTexts: Record<string, string> = {
  pix: 'Assim que o Pix for pago, a confirmação chega aqui em poucos segundos.',
  boleto:
    'O boleto é compensado em até 3 dias úteis depois de pago. Você pode fechar esta página: a compra fica em Minhas compras e o acesso é liberado assim que o pagamento for confirmado.',
  card: 'Estamos confirmando o pagamento com a operadora do cartão.',
};

export function PaymentStatus({
  userId,
  orderId,
  renderCourseStep,
}: {
  userId: string;
  orderId: string;
  /** The next step of a paid course (its first lesson), composed by the route. */
  renderCourseStep: (order: OrderDetail) => ReactNode;
}) {
  const order = useOrder(userId, orderId, { follow: true });
  const queryClient = useQueryClient();
  const settledStatus = useRef<string | null>(null);
  const status = order.data?.status;

  // Once paid (or taken back), everything the person's access shows is stale: the course page's
  // button, the dashboard, 'Minhas compras'.
  useEffect(() => {
    if (!status || status === 'pending' || settledStatus.current === status) return;
    settledStatus.current = status;
    for (const queryKey of [queryKeys.learner.all(userId), sharedQueryKeys.catalog.all()]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  }, [status, userId, queryClient]);

  if (!orderId) return <NotFound />;
  if (order.isPending) return <LoadingText />;
  if (order.isError) {
    if (reasonCode(order.error) === 'order_not_found') return <NotFound />;
    return (
      <Panel tone="neutral" title="Não foi possível carregar o pedido">
        <p>Verifique sua conexão e tente novamente.</p>
        <Actions>
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => void order.refetch()}
            disabled={order.isFetching}
          >
            Tentar novamente
          </button>
        </Actions>
      </Panel>
    );
  }

  const data = order.data;
  const kind = data.product_kind as ProductKind;
  const summary = (
    <p className="text-ink-muted">
      {data.product_title} · {amountText(data.amount)} · {paymentText(data)}
    </p>
  );

  const retry =
    kind === 'course' || kind === 'book' || kind === 'plan' || kind === 'track'
      ? paths.checkout(kind, data.product_id)
      : null;

  if (data.status === 'pending' && data.abandoned) {
    return (
      <Panel tone="failure" title={ABANDONED_ORDER_LABEL}>
        {summary}
        <p>
          Você saiu da página de pagamento sem pagar e nada foi cobrado. Se já pagou, a confirmação aparece
          aqui assim que a operadora avisar.
        </p>
        {data.pay_until && (
          <p className="text-sm text-ink-muted">
            Sem pagamento, o pedido expira em {formatDateTime(data.pay_until)}.
          </p>
        )}
        <Actions>
          {retry && (
            <Link to={retry} className={buttonVariants()}>
              Tentar novamente
            </Link>
          )}
          {data.can_cancel && <CancelOrderButton userId={userId} order={data} size="md" />}
          <Link to={paths.myPurchases} className={buttonVariants({ variant: 'outline' })}>
            Minhas compras
          </Link>
        </Actions>
      </Panel>
    );
  }

  if (data.status === 'pending') {
    return (
      <Panel tone="waiting" title="Aguardando a confirmação do pagamento">
        {summary}
        <p>{waitingTexts[data.method] ?? waitingTexts.card}</p>
        <Actions>
          <Link to={paths.myPurchases} className={buttonVariants({ variant: 'outline' })}>
            Minhas compras
          </Link>
        </Actions>
      </Panel>
    );
  }

  if (data.status === 'paid') {
    return (
      <Panel tone="success" title="Pagamento confirmado">
        {summary}
        {kind === 'course' && (
          <>
            <p>O curso já está liberado na sua conta.</p>
            <Actions>{renderCourseStep(data)}</Actions>
          </>
        )}
        {kind === 'book' && (
          <>
            <p>O e-book é seu: baixe agora ou quando quiser em Minhas compras.</p>
            <Actions>
              <BookDownloadButton bookId={data.product_id} title={data.product_title} />
              <Link to={paths.myPurchases} className={buttonVariants({ variant: 'outline' })}>
                Minhas compras
              </Link>
            </Actions>
          </>
        )}
        {kind === 'plan' && <PlanStep userId={userId} />}
        {kind === 'track' && (
          <>
            <p>Os cursos da trilha já estão liberados na sua conta e você já segue a trilha.</p>
            <Actions>
              <Link to={paths.dashboard} className={buttonVariants()}>
                Ir para o painel
              </Link>
            </Actions>
          </>
        )}
      </Panel>
    );
  }

  const titles: Record<string, string> = {
    failed: 'Pagamento não aprovado',
    expired: 'Pagamento expirado',
    refunded: 'Pagamento reembolsado',
    charged_back: 'Pagamento contestado',
    canceled: 'Pedido cancelado',
  };
  const texts: Record<string, string> = {
    failed:
      'O pagamento foi recusado e nada foi cobrado. Tente de novo, com outro cartão ou outra forma de pagamento.',
    expired: 'O prazo para pagar terminou e nada foi cobrado. Você pode fazer um novo pedido.',
    refunded: 'O valor foi devolvido e o acesso ao produto foi encerrado.',
    charged_back: 'O pagamento foi contestado junto ao cartão e o acesso ao produto foi encerrado.',
    canceled: 'Você cancelou este pedido e nada foi cobrado. Você pode fazer um novo pedido.',
  };
  const canRetry = data.status === 'failed' || data.status === 'expired' || data.status === 'canceled';
  return (
    <Panel tone="failure" title={titles[data.status] ?? 'Pagamento não concluído'}>
      {summary}
      <p>{texts[data.status] ?? 'Este pedido não foi pago.'}</p>
      <Actions>
        {canRetry && retry && (
          <Link to={retry} className={buttonVariants()}>
            Tentar novamente
          </Link>
        )}
        <Link to={paths.myPurchases} className={buttonVariants({ variant: 'outline' })}>
          Minhas compras
        </Link>
      </Actions>
    </Panel>
  );
}

function PlanStep({ userId }: { userId: string }) {
  const subscription = useMySubscription(userId);
  return (
    <>
      <p>Sua assinatura está ativa. Estes são os cursos do plano:</p>
      <div className="mt-4 text-left">
        {subscription.data ? <PlanCourses courses={subscription.data.courses} /> : <LoadingText />}
      </div>
      <Actions>
        <Link to={paths.mySubscription} className={buttonVariants({ variant: 'outline' })}>
          Minha assinatura
        </Link>
      </Actions>
    </>
  );
}

function NotFound() {
  return (
    <Panel tone="neutral" title="Pedido não encontrado">
      <p>Confira suas compras para ver o andamento de cada pedido.</p>
      <Actions>
        <Link to={paths.myPurchases} className={buttonVariants()}>
          Minhas compras
        </Link>
      </Actions>
    </Panel>
  );
}

const tones = {
  success: { icon: CircleCheckIcon, className: 'text-emerald-700' },
  waiting: { icon: LoaderCircleIcon, className: 'animate-spin text-brand-700 motion-reduce:animate-none' },
  failure: { icon: CircleXIcon, className: 'text-red-700' },
  neutral: { icon: null, className: '' },
} as const;

function Panel({ tone, title, children }: { tone: keyof typeof tones; title: string; children: ReactNode }) {
  const { icon: Icon, className } = tones[tone];
  return (
    <section
      role={tone === 'waiting' ? 'status' : undefined}
      aria-live={tone === 'waiting' ? 'polite' : undefined}
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      {Icon && <Icon aria-hidden="true" width={48} height={48} className={cn('mx-auto', className)} />}
      <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-3 space-y-3 leading-7 text-ink">{children}</div>
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col justify-center gap-3 pt-4 sm:flex-row">{children}</div>;
}
