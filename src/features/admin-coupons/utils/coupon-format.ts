// How the back office writes a coupon (docs/coupons-admin.md): its discount, uses, validity and
// status in pt-BR, and the checkout link that carries it. Pure, so the list and its tests agree.
import { paths, type CHECKOUT_KIND_SEGMENTS, COUPON_PARAM } from '@/config/paths';
import { formatCount, formatCurrency, formatNumber, parseTimestamp } from '@/utils/format';
import { formatDate } from '@/utils/format-date';

export type DiscountKind = 'percent' | 'fixed';
export type CouponProductKind = keyof typeof CHECKOUT_KIND_SEGMENTS;

/** '40 %' or 'R$ 50,00' (non-breaking spaces, so neither breaks across lines). */
export function formatDiscount(kind: DiscountKind, value: number): string {
  if (kind === 'percent') return `${formatNumber(value)}\u00a0%`;
  return formatCurrency(value) ?? '';
}

/** '12 de 100 usos', or '12 usos' when there is no total limit ('1 uso', '1 de 1 uso'). */
export function formatUses(uses: number, maxUses: number | null): string {
  const counted = maxUses ?? uses;
  const word = counted === 1 ? 'uso' : 'usos';
  return maxUses === null
    ? `${formatCount(uses)} ${word}`
    : `${formatCount(uses)} de ${formatCount(maxUses)} ${word}`;
}

/** 'Até 1 por pessoa', 'Sem limite por pessoa'. */
export function formatPerPerson(maxPerPerson: number | null): string {
  return maxPerPerson === null ? 'Sem limite por pessoa' : `Até ${formatCount(maxPerPerson)} por pessoa`;
}

/** '9 pedidos pagos', '1 pedido pago'. */
export function formatPaidOrders(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'pedido pago' : 'pedidos pagos'}`;
}

export type CouponStatus = 'active' | 'inactive' | 'expired' | 'scheduled';

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  expired: 'Expirado',
  scheduled: 'Agendado',
};

interface StatusFields {
  is_active: boolean;
  valid_from: string;
  valid_until: string | null;
}

/**
 * What a buyer would meet now, in the order the database checks it (private.applied_coupon):
 * switched off first, then not started, then over. Uses and products are the buyer's own matter.
 */
export function couponStatus(coupon: StatusFields, now: Date): CouponStatus {
  if (!coupon.is_active) return 'inactive';
  const from = parseTimestamp(coupon.valid_from);
  if (from && now < from) return 'scheduled';
  const until = parseTimestamp(coupon.valid_until);
  if (until && now >= until) return 'expired';
  return 'active';
}

/** The validity's two lines: its start and its end ('Sem data final' when there is none). */
export function formatValidity(
  validFrom: string,
  validUntil: string | null,
): { from: string; until: string } {
  const until = formatDate(validUntil);
  return {
    from: `De ${formatDate(validFrom) ?? '—'}`,
    until: until ? `até ${until}` : 'Sem data final',
  };
}

/**
 * The checkout of one product with the coupon applied on arrival (the checkout reads ?cupom=,
 * docs/coupons.md): `origin` is the site's address (window.location.origin).
 */
export function checkoutLinkWithCoupon(
  origin: string,
  kind: CouponProductKind,
  productId: string,
  code: string,
): string {
  return `${origin}${paths.checkout(kind, productId)}?${COUPON_PARAM}=${encodeURIComponent(code)}`;
}
