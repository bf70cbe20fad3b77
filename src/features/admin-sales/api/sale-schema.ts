// One order as 'Vendas' reads it (list_sales' rows and export_sales' rows are the same shape,
// docs/payments.md), with the pt-BR words for its status, product kind and payment method.
import { z } from 'zod';
import { jsonNumber } from '@/lib/rpc-json';

export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendente',
  paid: 'Pago',
  refunded: 'Reembolsado',
  charged_back: 'Contestado (chargeback)',
  expired: 'Expirado',
  failed: 'Recusado',
};

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
  product_kind: z.enum(PRODUCT_KINDS),
  product_id: z.string(),
  product_title: z.string(),
  amount: jsonNumber,
  installments: z.number().int().min(1).max(12),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  user_id: z.string().nullable(),
  buyer_name: z.string().nullable(),
  buyer_email: z.string().nullable(),
  buyer_cpf: z.string().nullable(),
  anonymized: z.boolean(),
});

export type Sale = z.output<typeof saleSchema>;
