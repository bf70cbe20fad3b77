// reactivate_subscription (docs/payments.md "Reactivating a plan"): the subscriber's own cancelled
// plan, still running, renews again. The subscription and the offers are read again after it.
// The same call lives in the purchases feature: a shared module would be a chunk of its own on the
// checkout route, which sits at its 60 KB budget (docs/performance.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const reactivatedSchema = z.object({
  id: z.string(),
  status: z.literal('active'),
  next_charge_at: z.string().nullable(),
});

export type ReactivatedSubscription = z.output<typeof reactivatedSchema>;

export function reactivateSubscription(subscriptionId: string): Promise<ReactivatedSubscription> {
  return callRpc('reactivate_subscription', { p_subscription_id: subscriptionId }, reactivatedSchema);
}

export function useReactivateSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.learner.all(userId) }),
  });
}
