// An order as get_order and list_my_orders answer it (docs/payments.md, "order JSON"); checked
// against the real functions by tests/integration/rpc-contracts.test.ts.
import { z } from 'zod';
import { jsonNumber } from '@/lib/rpc-json';
import { invoiceSchema } from '@/rules/invoices';

export const orderSchema = z.object({
  id: z.string(),
  product_kind: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  course_slug: z.string().nullable(),
  amount: jsonNumber,
  installments: z.number().int(),
  installment_amount: jsonNumber.nullable(),
  method: z.string(),
  status: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** A plan's charge: monthly or yearly, never 'à vista'. */
  recurring: z.boolean(),
  billing_interval: z.string().nullable(),
  /** Pending: until when it may be paid before the expiry job ends it. */
  pay_until: z.string().nullable(),
  can_cancel: z.boolean(),
  /** Pending and no payment reached the provider: the buyer left without paying. */
  abandoned: z.boolean(),
  /** The 7-day guarantee, decided by the database: open until then. */
  refund_guarantee_until: z.string().nullable(),
  can_request_refund: z.boolean(),
  /** The coupon start_order applied: its code then, the price before it and what it took off. */
  coupon_code: z.string().nullable(),
  list_amount: jsonNumber.nullable(),
  discount_amount: jsonNumber.nullable(),
  /** The nota fiscal of a paid order, once queued (docs/invoices.md). */
  invoice: invoiceSchema.nullable(),
});

export type Order = z.output<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({
  history: z.array(z.object({ status: z.string(), occurred_at: z.string() })),
  has_access: z.boolean(),
});

export type OrderDetail = z.output<typeof orderDetailSchema>;

export const myOrderSchema = orderSchema.extend({ can_download: z.boolean() });

export type MyOrder = z.output<typeof myOrderSchema>;
