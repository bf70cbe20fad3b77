import { Container } from '@/components/ui/container';
import { AffiliatePanel } from '@/features/affiliates/components/affiliate-panel';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /afiliado, 'Painel do afiliado' (behind RequireAuth). */
export default function AffiliatePanelRoute() {
  useDocumentMeta('Painel do afiliado');
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-ink">Painel do afiliado</h1>
        <p className="mt-2 text-ink-muted">Seus links, suas vendas e suas comissões.</p>
      </header>
      <AffiliatePanel userId={userId} />
    </Container>
  );
}
