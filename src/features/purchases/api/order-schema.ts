// An order as get_order and list_my_orders answer it (docs/payments.md, "order JSON"); checked
// against the real functions by tests/integration/rpc-contracts.test.ts.
import { z } from 'zod';
import { jsonNumber } from '@/lib/rpc-json';

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
});

export type Order = z.output<typeof orderSchema>;

export const orderDetailSchema = orderSchema.extend({
  history: z.array(z.object({ status: z.string(), occurred_at: z.string() })),
  has_access: z.boolean(),
});

export type OrderDetail = z.output<typeof orderDetailSchema>;

export const myOrderSchema = orderSchema.extend({ can_download: z.boolean() });

export type MyOrder = z.output<typeof myOrderSchema>;
