// cancel-subscription (docs/payments-provider.md): nothing renews any more; the access stays until
// the end of the period already paid for. 'Minha assinatura' then reads the subscription again
// (get_my_subscription, with the plan's courses), so only the answer's status is read here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/backend';
import { mySubscriptionQueryOptions } from './get-my-subscription';

const cancelAnswerSchema = z.object({ subscription: z.object({ id: z.string(), status: z.string() }) });

export async function cancelSubscription(subscriptionId: string): Promise<void> {
  await invokeFunction('cancel-subscription', { subscriptionId }, cancelAnswerSchema);
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubscriptionQueryOptions(userId).queryKey }),
  });
}
