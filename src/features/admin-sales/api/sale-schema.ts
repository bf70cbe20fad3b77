// One order as 'Vendas' reads it (list_sales' rows and export_sales' rows are the same shape,
// docs/payments.md), with the pt-BR words for its product kind and payment method. Its status
// reads as the buyer reads it (src/rules/orders.ts: one vocabulary on every screen).
import { z } from 'zod';
import { jsonNumber } from '@/lib/rpc-json';
import { invoiceSchema } from '@/rules/invoices';
import { ORDER_STATUSES, orderStatusLabel, type OrderStatus } from '@/rules/orders';

export { ORDER_STATUSES, type OrderStatus };

/** The status filter's and the CSV's words: the same as the buyer's. */
export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, orderStatusLabel(status)]),
) as Record<OrderStatus, string>;

/** A sale's status as the row and the CSV write it ('Pagamento não concluído' when abandoned). */
export function saleStatusLabel(sale: { status: string; abandoned: boolean }): string {
  return orderStatusLabel(sale.status, sale.abandoned);
}

export const PRODUCT_KINDS = ['course', 'book', 'plan', 'track'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = {
  course: 'Curso',
  book: 'Livro',
  plan: 'Plano',
  track: 'Trilha',
};

export const PAYMENT_METHODS = ['pix', 'boleto', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'Pix',
  boleto: 'Boleto',
  card: 'Cartão',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export const saleSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  abandoned: z.boolean(),
  product_kind: z.enum(PRODUCT_KINDS),
  product_id: z.string(),
  product_title: z.string(),
  amount: jsonNumber,
  /** The coupon the order was opened with, and what it took off (docs/coupons.md). */
  coupon_code: z.string().nullable(),
  discount_amount: jsonNumber.nullable(),
  installments: z.number().int().min(1).max(12),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  user_id: z.string().nullable(),
  buyer_name: z.string().nullable(),
  buyer_email: z.string().nullable(),
  buyer_cpf: z.string().nullable(),
  anonymized: z.boolean(),
  /** The nota fiscal of a paid order, once queued (docs/invoices.md). */
  invoice: invoiceSchema.nullable(),
});

export type Sale = z.output<typeof saleSchema>;
