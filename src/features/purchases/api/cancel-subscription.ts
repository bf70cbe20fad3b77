// cancel-subscription (docs/payments-provider.md): nothing renews any more; the access stays until
// the end of the period already paid for. The answer is the subscription as 'Minha assinatura'
// reads it, put in its cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/api/functions';
import { queryKeys } from '@/lib/query-keys';
import { mySubscriptionSchema, type MySubscription } from './get-my-subscription';

const cancelAnswerSchema = z.object({ subscription: mySubscriptionSchema });

export async function cancelSubscription(subscriptionId: string): Promise<MySubscription> {
  const answer = await invokeFunction('cancel-subscription', { subscriptionId }, cancelAnswerSchema);
  return answer.subscription;
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(queryKeys.learner.subscription(userId), subscription);
    },
  });
}
