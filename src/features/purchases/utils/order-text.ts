// An order's lines as 'Minhas compras', the receipt and the payment's return page write them.
import { installmentLabel } from '@/rules/installments';
import { paymentMethodLabel } from '@/rules/orders';
import { formatCurrency } from '@/utils/format';

/**
 * 'Pix', 'Boleto', 'Cartão de crédito em 12x de R$ 24,75', 'Cartão de crédito à vista'; a plan's
 * card charge: 'Cartão de crédito, cobrança mensal' (or anual), never 'à vista'.
 */
export function paymentText(order: {
  method: string;
  installments: number;
  amount: number;
  recurring?: boolean;
  billing_interval?: string | null;
}): string {
  const method = paymentMethodLabel(order.method);
  if (order.method !== 'card') return method;
  if (order.recurring) {
    return `${method}, ${order.billing_interval === 'year' ? 'cobrança anual' : 'cobrança mensal'}`;
  }
  return order.installments > 1
    ? `${method} em ${installmentLabel(order.amount, order.installments)}`
    : `${method} à vista`;
}

/** 'R$ 297,00'. */
export function amountText(amount: number): string {
  return formatCurrency(amount) ?? '';
}

/** 'Cupom BLACKFRIDAY: - R$ 118,80', or null for an order without a coupon. */
export function couponText(order: {
  coupon_code: string | null;
  discount_amount: number | null;
}): string | null {
  if (!order.coupon_code || order.discount_amount === null) return null;
  return `Cupom ${order.coupon_code}: - ${amountText(order.discount_amount)}`;
}

/** The order's number as people read it: the first 8 characters of its id, in capitals. */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
}
