import { Link, useSearchParams } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useFirstLesson } from '@/features/enrollment/api/get-first-lesson';
import type { OrderDetail } from '@/features/purchases/api/order-schema';
import { PaymentStatus } from '@/features/purchases/components/payment-status';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** 'Ir para a aula 1': the first lesson of the course just paid for (its enrolment came with it). */
function CourseStep({ userId, order }: { userId: string; order: OrderDetail }) {
  const firstLesson = useFirstLesson(userId, order.product_id, true);
  if (firstLesson.isPending) return <LoadingText />;
  if (firstLesson.data) {
    return (
      <Link
        to={paths.lesson(order.product_id, firstLesson.data.lessonId)}
        className={buttonVariants({ size: 'lg' })}
      >
        Ir para a aula 1
      </Link>
    );
  }
  return (
    <Link
      to={order.course_slug ? paths.course(order.course_slug) : paths.dashboard}
      className={buttonVariants({ size: 'lg' })}
    >
      Ir para o curso
    </Link>
  );
}

/** /pagamento?pedido={id}: where the provider sends the buyer back (behind RequireAuth). */
export default function PaymentRoute() {
  useDocumentMeta('Pagamento');
  const [params] = useSearchParams();
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-16">
      <PaymentStatus
        userId={userId}
        orderId={params.get('pedido') ?? ''}
        renderCourseStep={(order) => <CourseStep userId={userId} order={order} />}
      />
    </Container>
  );
}
