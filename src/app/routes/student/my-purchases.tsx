import { Link } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { MyOrders } from '@/features/purchases/components/my-orders';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /minhas-compras (behind RequireAuth). */
export default function MyPurchasesRoute() {
  useDocumentMeta('Minhas compras');
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-ink">Minhas compras</h1>
        <p className="mt-2 text-ink-muted">
          Seus pedidos de cursos, e-books e planos, com o status de cada pagamento, os recibos e os downloads
          dos e-books. Sua assinatura fica em{' '}
          <Link
            to={paths.mySubscription}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Minha assinatura
          </Link>
          .
        </p>
      </header>
      <MyOrders userId={userId} />
    </Container>
  );
}
