// What the player shows instead of a lesson: it could not be loaded, there is no such lesson, or
// the person's purchase of the course was refunded or charged back (and how to buy it again).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { formatDate } from '@/utils/format-date';
import type { CourseRefund } from '../api/get-my-course-refund';
import type { CourseOutline } from '../utils/outline';

export const playerMessages = {
  loadFailed: 'Erro ao carregar aula',
  notFound: 'Aula não encontrada',
  notEnrolled: 'Você precisa estar inscrito neste curso para assistir às aulas.',
  refunded: 'Compra reembolsada',
  chargedBack: 'Pagamento contestado',
} as const;

export function LessonRefunded({
  refund,
  courseSlug,
}: {
  refund: NonNullable<CourseRefund>;
  courseSlug: string;
}) {
  const when = refund.refunded_at ? ` em ${formatDate(refund.refunded_at)}` : '';
  const chargedBack = refund.status === 'charged_back';
  return (
    <PlayerMessage
      title={chargedBack ? playerMessages.chargedBack : playerMessages.refunded}
      text={
        chargedBack
          ? `O pagamento de ${refund.product_title} foi contestado no cartão${when} e o acesso às aulas foi encerrado. Para voltar a estudar, compre o curso de novo.`
          : `Sua compra de ${refund.product_title} foi reembolsada${when} e o acesso às aulas foi encerrado. Para voltar a estudar, compre o curso de novo.`
      }
    >
      <Link to={paths.course(courseSlug)} className={buttonVariants()}>
        Comprar novamente
      </Link>
      <Link to={paths.myPurchases} className={buttonVariants({ variant: 'outline' })}>
        Minhas compras
      </Link>
    </PlayerMessage>
  );
}

export function LessonLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <PlayerMessage title={playerMessages.loadFailed} text="Verifique sua conexão e tente novamente.">
      <Button onClick={onRetry} disabled={retrying}>
        Tentar novamente
      </Button>
      <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
        Ir para o Dashboard
      </Link>
    </PlayerMessage>
  );
}

export function LessonNotFound({ outline }: { outline: CourseOutline | null }) {
  const firstLesson = outline?.modules[0]?.lessons[0];
  return (
    <PlayerMessage
      title={playerMessages.notFound}
      text="A aula que você procura não existe, foi removida ou não faz parte deste curso."
    >
      {outline && firstLesson && (
        <Link to={paths.lesson(outline.course.id, firstLesson.id)} className={buttonVariants()}>
          Ir para a primeira aula
        </Link>
      )}
      {outline ? (
        <Link to={paths.course(outline.course.slug)} className={buttonVariants({ variant: 'outline' })}>
          Voltar ao Curso
        </Link>
      ) : (
        <Link to={paths.courses} className={buttonVariants({ variant: 'outline' })}>
          Ver Cursos
        </Link>
      )}
    </PlayerMessage>
  );
}

function PlayerMessage({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </Container>
  );
}
