// The checkout: the order's summary read from the database, the buyer's CPF and the method; the
// order is opened by create-checkout and the buyer leaves for the provider's hosted page.
import { Link } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import type { ProductKind } from '@/rules/orders';
import { useCreateCheckout, type CheckoutValues } from '../api/create-checkout';
import { useCheckoutProduct, type CheckoutProduct } from '../api/get-checkout-product';
import { CheckoutFormFields, useCheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';

const CHECKOUT_FAILED = 'Não foi possível iniciar o pagamento. Tente novamente.';

/** Leaves the site for the provider's page (a full navigation: another origin). */
export type LeaveForPayment = (url: string) => void;

export function CheckoutScreen({
  kind,
  productId,
  leaveForPayment,
}: {
  kind: ProductKind;
  productId: string;
  leaveForPayment: LeaveForPayment;
}) {
  const product = useCheckoutProduct(kind, productId);

  if (product.isPending) {
    return (
      <div
        role="status"
        aria-label="Carregando o pedido"
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  }
  if (product.isError) {
    return (
      <Unavailable title="Não foi possível carregar o pedido" text="Verifique sua conexão e tente novamente.">
        <Button onClick={() => void product.refetch()} disabled={product.isFetching}>
          Tentar novamente
        </Button>
      </Unavailable>
    );
  }
  if (!product.data || !product.data.forSale) {
    return (
      <Unavailable title="Produto indisponível" text="Este produto não está disponível para compra.">
        <Link to={backPath(product.data ?? null, kind)} className={buttonVariants({ variant: 'outline' })}>
          Voltar
        </Link>
      </Unavailable>
    );
  }
  return <CheckoutForSale product={product.data} leaveForPayment={leaveForPayment} />;
}

function CheckoutForSale({
  product,
  leaveForPayment,
}: {
  product: CheckoutProduct;
  leaveForPayment: LeaveForPayment;
}) {
  const form = useCheckoutForm();
  const checkout = useCreateCheckout();
  const [leaving, setLeaving] = useState(false);
  const [alreadyOwned, setAlreadyOwned] = useState(false);
  const installments = Number(form.watch('installments')) || 1;
  const method = form.watch('method');

  const start = (values: CheckoutValues) =>
    checkout.mutate(
      { productKind: product.kind, productId: product.id, values },
      {
        onSuccess: (created) => {
          setLeaving(true);
          leaveForPayment(created.checkout_url);
        },
        onError: async (error) => {
          // The error catalogue loads only when it is needed: the checkout's first load stays
          // within its budget (docs/payments-ui.md).
          const { reasonCode, userMessage } = await import('@/lib/errors/user-message');
          const code = reasonCode(error);
          if (code === 'invalid_cpf') {
            form.setError('cpf', { message: 'CPF inválido' }, { shouldFocus: true });
          } else if (code === 'already_has_access' || code === 'already_subscribed') {
            setAlreadyOwned(true);
          } else {
            toast.error(userMessage(error, CHECKOUT_FAILED));
          }
        },
      },
    );

  if (alreadyOwned) {
    return (
      <Unavailable
        title="Você já tem este produto"
        text={
          product.kind === 'plan'
            ? 'Sua assinatura deste plano já está ativa.'
            : 'Ele já está liberado na sua conta: não é preciso comprar de novo.'
        }
      >
        <Link to={ownedPath(product)} className={buttonVariants()}>
          {product.kind === 'course'
            ? 'Ir para o curso'
            : product.kind === 'track'
              ? 'Ir para a trilha'
              : product.kind === 'book'
                ? 'Minhas compras'
                : 'Minha assinatura'}
        </Link>
      </Unavailable>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="lg:order-2 lg:sticky lg:top-24">
        <OrderSummary product={product} installments={method === 'card' ? installments : 1} />
      </div>
      <section
        aria-labelledby="pagamento"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:order-1"
      >
        <h2 id="pagamento" className="text-lg font-bold text-ink">
          Pagamento
        </h2>
        <div className="mt-5">
          <CheckoutFormFields
            form={form}
            amount={product.amount ?? 0}
            allowInstallments={product.kind !== 'plan'}
            submitting={checkout.isPending || leaving}
            onSubmit={start}
          />
        </div>
      </section>
    </div>
  );
}

function backPath(product: CheckoutProduct | null, kind: ProductKind): string {
  if (product?.courseSlug) return paths.course(product.courseSlug);
  if (product?.trackSlug) return paths.track(product.trackSlug);
  return kind === 'track'
    ? paths.tracks
    : kind === 'book'
      ? paths.books
      : kind === 'plan'
        ? paths.pricing
        : paths.courses;
}

function ownedPath(product: CheckoutProduct): string {
  if (product.kind === 'course' && product.courseSlug) return paths.course(product.courseSlug);
  if (product.kind === 'track' && product.trackSlug) return paths.track(product.trackSlug);
  return product.kind === 'plan' ? paths.mySubscription : paths.myPurchases;
}

function Unavailable({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <p className="mt-2 text-ink-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
