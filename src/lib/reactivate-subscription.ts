// reactivate_subscription (docs/payments.md "Reactivating a plan"): the subscriber's own cancelled
// plan, still running, renews again, nothing charged now. Both 'Minha assinatura' and the
// checkout's arrival offer 'Reativar'; everything the person's plan opens is read again after it.
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
