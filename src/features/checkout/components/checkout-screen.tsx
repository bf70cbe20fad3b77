// The checkout: the order's summary read from the database, the buyer's CPF and the method; the
// order is opened by create-checkout and the buyer leaves for the provider's hosted page. On arrival
// the database says what buying would give this person (get_purchase_offer): a purchase that adds
// nothing is not offered, and a track partly owned is summed at what is missing.
import { Link } from 'react-router-dom';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import type { ProductKind } from '@/rules/orders';
import { useCreateCheckout, type CheckoutValues } from '../api/create-checkout';
import { useCheckoutProduct, type CheckoutProduct } from '../api/get-checkout-product';
import { usePurchaseOffer, type PurchaseOffer } from '../api/get-purchase-offer';
import { normalizeCouponCode, useCouponQuote } from '../api/quote-coupon';
import { CheckoutFormFields, useCheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';

const CouponField = lazy(() => import('./coupon-field'));
// Asked only when the database needs the buyer's address for the nota fiscal.
const TakerAddressDialog = lazy(() => import('./taker-address-dialog'));
// What the arrival says when buying would add nothing (owned, subscribed…) is the rare path: its
// own chunk keeps the checkout's first load within its budget (docs/payments-ui.md).
const CheckoutArrival = lazy(() =>
  import('./checkout-arrival').then((module) => ({ default: module.CheckoutArrival })),
);

const CHECKOUT_FAILED = 'Não foi possível iniciar o pagamento. Tente novamente.';

/** start_order's refusals of a purchase that adds nothing: the arrival's states, read again. */
const ADDS_NOTHING = new Set([
  'already_has_access',
  'already_subscribed',
  'subscription_reactivable',
  'plan_adds_nothing',
]);

/** Leaves the site for the provider's page (a full navigation: another origin). */
export type LeaveForPayment = (url: string) => void;

export function CheckoutScreen({
  kind,
  productId,
  couponCode = null,
  leaveForPayment,
}: {
  kind: ProductKind;
  productId: string;
  /** A coupon the address carried (?cupom=), applied on arrival. */
  couponCode?: string | null;
  leaveForPayment: LeaveForPayment;
}) {
  const { userId } = useAuth();
  const product = useCheckoutProduct(kind, productId);
  const offer = usePurchaseOffer(userId ?? '', kind, productId);

  if (product.isPending || offer.isPending) {
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
  if (product.isError || offer.isError) {
    return (
      <Unavailable title="Não foi possível carregar o pedido" text="Verifique sua conexão e tente novamente.">
        <Button
          onClick={() => {
            void product.refetch();
            void offer.refetch();
          }}
          disabled={product.isFetching || offer.isFetching}
        >
          Tentar novamente
        </Button>
      </Unavailable>
    );
  }
  if (!product.data || !product.data.forSale || offer.data.state === 'not_for_sale') {
    return (
      <Unavailable title="Produto indisponível" text="Este produto não está disponível para compra.">
        <Link to={backPath(product.data ?? null, kind)} className={buttonVariants({ variant: 'outline' })}>
          Voltar
        </Link>
      </Unavailable>
    );
  }
  if (offer.data.state !== 'available') {
    return (
      <Suspense fallback={<Skeleton className="h-56 rounded-2xl" />}>
        <CheckoutArrival product={product.data} offer={offer.data} userId={userId ?? ''} />
      </Suspense>
    );
  }
  return (
    <CheckoutForSale
      // What this person pays: the database's figure for them (a track partly owned costs less).
      product={{ ...product.data, amount: offer.data.amount }}
      offer={offer.data}
      userId={userId ?? ''}
      initialCouponCode={couponCode}
      leaveForPayment={leaveForPayment}
      onAddsNothing={() => void offer.refetch()}
    />
  );
}

function CheckoutForSale({
  product,
  offer,
  userId,
  initialCouponCode,
  leaveForPayment,
  onAddsNothing,
}: {
  product: CheckoutProduct;
  offer: PurchaseOffer;
  userId: string;
  initialCouponCode: string | null;
  leaveForPayment: LeaveForPayment;
  /** The database refused a purchase that adds nothing (it changed since the arrival). */
  onAddsNothing: () => void;
}) {
  const form = useCheckoutForm();
  const checkout = useCreateCheckout();
  const [leaving, setLeaving] = useState(false);
  // The order the database refused for want of the buyer's address: asked again once it is saved.
  const [waitingForAddress, setWaitingForAddress] = useState<CheckoutValues | null>(null);
  const [couponCode, setCouponCode] = useState<string | null>(
    initialCouponCode ? normalizeCouponCode(initialCouponCode) || null : null,
  );
  const [couponOpen, setCouponOpen] = useState(couponCode !== null);
  const quote = useCouponQuote(userId, product.kind, product.id, couponCode);
  const coupon = couponCode && quote.isSuccess ? quote.data : undefined;
  // What this person pays: the database's figure, less the coupon it accepted.
  const amount = coupon ? coupon.amount : (product.amount ?? 0);
  const installments = Number(form.watch('installments')) || 1;
  const method = form.watch('method');

  // A coupon can lower the amount below what the chosen instalments allow: back to one.
  useEffect(() => {
    if (coupon && installments > coupon.max_installments) form.setValue('installments', '1');
  }, [coupon, installments, form]);

  const start = (values: CheckoutValues) =>
    checkout.mutate(
      {
        productKind: product.kind,
        productId: product.id,
        values,
        couponCode: coupon ? coupon.code : null,
      },
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
          } else if (code === 'taker_address_required') {
            setWaitingForAddress(values);
          } else if (code && ADDS_NOTHING.has(code)) {
            onAddsNothing();
          } else {
            // A coupon that ran out meanwhile ('Cupom esgotado'): asked again, it says so by the field.
            if (code?.startsWith('coupon_')) void quote.refetch();
            toast.error(userMessage(error, CHECKOUT_FAILED));
          }
        },
      },
    );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="space-y-4 lg:order-2 lg:sticky lg:top-24">
        <OrderSummary
          product={{ ...product, amount }}
          installments={method === 'card' ? installments : 1}
          listAmount={offer.list_amount}
          ownedCourses={offer.owned_courses}
          coupon={
            coupon ? { code: coupon.code, discount: coupon.discount, listAmount: coupon.list_amount } : null
          }
        />
        {couponOpen ? (
          <Suspense fallback={<Skeleton className="h-24 rounded-2xl" />}>
            <CouponField
              appliedCode={couponCode}
              quote={coupon}
              checking={Boolean(couponCode) && quote.isFetching}
              refusal={couponCode ? quote.error : null}
              onApply={(code) => {
                if (code === couponCode) void quote.refetch();
                else setCouponCode(code);
              }}
              onRemove={() => setCouponCode(null)}
            />
          </Suspense>
        ) : (
          <button
            type="button"
            onClick={() => setCouponOpen(true)}
            className="rounded-md text-sm font-semibold text-brand-700 hover:underline"
          >
            Tem um cupom de desconto?
          </button>
        )}
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
            amount={amount}
            allowInstallments={product.kind !== 'plan'}
            // Not while the coupon is being checked: the order would open without it.
            submitting={checkout.isPending || leaving || (Boolean(couponCode) && quote.isFetching)}
            onSubmit={start}
          />
        </div>
      </section>
      {waitingForAddress && (
        <Suspense fallback={null}>
          <TakerAddressDialog
            userId={userId}
            open
            onOpenChange={(open) => !open && setWaitingForAddress(null)}
            onSaved={() => start(waitingForAddress)}
          />
        </Suspense>
      )}
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
