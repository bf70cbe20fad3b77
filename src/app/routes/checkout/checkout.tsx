import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArrowLeftIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { COUPON_PARAM, paths } from '@/config/paths';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { useDocumentMeta } from '@/lib/use-document-title';
import { productKindOfSegment } from './checkout-reads';

/** The provider's page is another site: a full navigation, not the router's. */
const leaveForPayment = (url: string) => window.location.assign(url);

/** /checkout/{curso|livro|plano|trilha}/{id} (behind RequireAuth). */
export default function CheckoutRoute() {
  useDocumentMeta('Finalizar compra');
  const { kind: segment = '', productId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const kind = productKindOfSegment(segment);
  return (
    <Container className="py-10 sm:py-14">
      <Link
        to={
          kind === 'book'
            ? paths.books
            : kind === 'plan'
              ? paths.pricing
              : kind === 'track'
                ? paths.tracks
                : paths.courses
        }
        className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeftIcon size={18} aria-hidden="true" />
        Continuar explorando
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink">Finalizar compra</h1>
      <p className="mt-2 mb-8 text-ink-muted">Confira o pedido, informe seu CPF e escolha como pagar.</p>
      {kind ? (
        <CheckoutScreen
          kind={kind}
          productId={productId}
          couponCode={searchParams.get(COUPON_PARAM)}
          leaveForPayment={leaveForPayment}
        />
      ) : (
        <p role="alert" className="text-ink-muted">
          Este produto não está disponível para compra.
        </p>
      )}
    </Container>
  );
}

// The route's loader, bundled with the screen (checkout-reads.ts says why).
export { reads } from './checkout-reads';
