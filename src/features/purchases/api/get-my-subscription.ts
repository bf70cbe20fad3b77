// 'Minha assinatura': the person's open subscription, else their latest one (get_my_subscription),
// with the courses its plan includes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';

export const mySubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  amount: jsonNumber,
  billing_interval: z.string(),
  status: z.string(),
  effective_status: z.string(),
  has_access: z.boolean(),
  started_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  next_charge_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  grace_until: z.string().nullable(),
  canceled_at: z.string().nullable(),
  /** Renewed by the provider charging a card every period (a preapproval); null when renewed by an order. */
  provider_subscription_id: z.string().nullable(),
  /** A downgrade waiting for the end of the period (docs/plan-changes.md). */
  scheduled_change: z
    .object({
      id: z.string(),
      to_plan_id: z.string(),
      to_plan_name: z.string(),
      to_plan_amount: jsonNumber,
      effective_at: z.string(),
    })
    .nullable(),
  courses: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
  /** The first payment's order while its 7-day guarantee is open (the database decides), else null. */
  refund_order_id: z.string().nullable(),
  refund_guarantee_until: z.string().nullable(),
});

export type MySubscription = z.output<typeof mySubscriptionSchema>;

export function getMySubscription(): Promise<MySubscription | null> {
  return callRpc('get_my_subscription', {}, mySubscriptionSchema.nullable());
}

export const mySubscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'subscription'],
    queryFn: getMySubscription,
  });

export function useMySubscription(userId: string, { enabled = true } = {}) {
  return useQuery({ ...mySubscriptionQueryOptions(userId), enabled });
}
