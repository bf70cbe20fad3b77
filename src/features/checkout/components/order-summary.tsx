import { productKindLabel } from '@/rules/orders';
import { billingPeriodSuffix } from '@/rules/subscriptions';
import { installmentLabel } from '@/rules/installments';
import { formatCurrency } from '@/utils/format';
import type { CheckoutProduct } from '../api/get-checkout-product';

/** 'Resumo do pedido': what is bought and what it costs, as the database holds it. */
export function OrderSummary({
  product,
  installments,
  listAmount = null,
  ownedCourses = [],
  coupon = null,
}: {
  product: CheckoutProduct;
  /** The installments chosen (card), for the line under the total. */
  installments: number;
  /** The product's own price, when the database sums this person's at less (a track partly owned). */
  listAmount?: number | null;
  /** The track's courses the person already owns, whose prices came off (docs/payments.md). */
  ownedCourses?: { id: string; title: string; price: number | null }[];
  /** The coupon the database applied to this person's price (product.amount is already net of it). */
  coupon?: { code: string; discount: number; listAmount: number } | null;
}) {
  const amount = product.amount ?? 0;
  // The owned courses' line already shows the price the coupon starts from.
  const beforeCoupon = coupon ? coupon.listAmount : amount;
  const discounted = listAmount !== null && listAmount > beforeCoupon && ownedCourses.length > 0;
  const period = billingPeriodSuffix(product.billingInterval);
  return (
    <section
      aria-labelledby="resumo-do-pedido"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="resumo-do-pedido" className="text-lg font-bold text-ink">
        Resumo do pedido
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {productKindLabel(product.kind)}
          </dt>
          <dd className="mt-1 font-semibold text-ink">{product.title}</dd>
          {product.detail && <dd className="mt-0.5 text-sm text-ink-muted">{product.detail}</dd>}
        </div>
        {discounted && (
          <div className="space-y-2 border-t border-slate-200 pt-4 text-sm">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-muted">Preço da trilha</dt>
              <dd className="text-ink">{formatCurrency(listAmount)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-muted">
                Cursos que você já tem
                <span className="block text-xs">{ownedCourses.map((course) => course.title).join(', ')}</span>
              </dt>
              <dd className="shrink-0 text-emerald-800">- {formatCurrency(listAmount - beforeCoupon)}</dd>
            </div>
          </div>
        )}
        {coupon && (
          <div className="space-y-2 border-t border-slate-200 pt-4 text-sm">
            {!discounted && (
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-ink-muted">Preço</dt>
                <dd className="text-ink line-through decoration-slate-400">
                  {formatCurrency(coupon.listAmount)}
                </dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-muted">
                Cupom <span className="font-semibold text-ink">{coupon.code}</span>
              </dt>
              <dd className="shrink-0 text-emerald-800">- {formatCurrency(coupon.discount)}</dd>
            </div>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="text-right">
            <span className="text-2xl font-extrabold text-ink">{formatCurrency(amount)}</span>
            {period && <span className="text-sm font-medium text-ink-muted">{period}</span>}
            {installments > 1 && (
              <span className="block text-sm text-ink-muted">
                em {installmentLabel(amount, installments)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {discounted && (
        <p className="mt-4 text-sm leading-6 text-ink-muted">
          O valor dos cursos que você já tem sai do preço da trilha (o mínimo é {formatCurrency(1)}).
        </p>
      )}
      {product.kind === 'plan' && (
        <p className="mt-4 text-sm leading-6 text-ink-muted">
          A assinatura renova a cada período até você cancelar em Minha assinatura; o acesso segue até o fim
          do período pago.
        </p>
      )}
    </section>
  );
}
