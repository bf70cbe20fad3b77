import { Container } from '@/components/ui/container';
import { MySubscriptionPanel } from '@/features/purchases/components/my-subscription';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** The provider's page is another site: a full navigation, not the router's. */
const leaveForPayment = (url: string) => window.location.assign(url);

/** /minha-assinatura (behind RequireAuth). */
export default function MySubscriptionRoute() {
  useDocumentMeta('Minha assinatura');
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-ink">Minha assinatura</h1>
        <p className="mt-2 text-ink-muted">
          O seu plano, a próxima cobrança, a mudança de plano e os cursos que ele inclui.
        </p>
      </header>
      <MySubscriptionPanel userId={userId} leaveForPayment={leaveForPayment} />
    </Container>
  );
}
