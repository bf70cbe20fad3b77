import { ArrowLeftIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { CompanyCheckoutScreen } from '@/features/company-sales/components/company-checkout-screen';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** The provider's page is another site: a full navigation, not the router's. */
const leaveForPayment = (url: string) => window.location.assign(url);

/**
 * /empresas/comprar?produto=<kind>:<id>&assentos=<n>, new seats; ?bloco=<id>, seats added to a
 * block for the days it has left (behind RequireAuth).
 */
export default function CompanyCheckoutRoute() {
  const [search] = useSearchParams();
  const blockId = search.get('bloco');
  const title = blockId ? 'Adicionar assentos' : 'Comprar assentos';
  useDocumentMeta(title);
  const { userId } = useAuth();
  const seats = Number.parseInt(search.get('assentos') ?? '', 10);
  return (
    <Container className="py-10 sm:py-14">
      <Link
        to={paths.companies}
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon size={18} aria-hidden="true" />
        Trilha Cloud para Empresas
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink">{title}</h1>
      <p className="mt-2 mb-8 text-ink-muted">
        {blockId
          ? 'Os novos assentos terminam com o bloco: você paga só pelos dias que faltam.'
          : 'Escolha a empresa, o produto e quantos assentos; o preço é calculado na hora.'}
      </p>
      {userId && (
        <CompanyCheckoutScreen
          userId={userId}
          blockId={blockId}
          initialProduct={search.get('produto')}
          initialSeats={Number.isInteger(seats) && seats > 0 ? seats : null}
          leaveForPayment={leaveForPayment}
        />
      )}
    </Container>
  );
}
