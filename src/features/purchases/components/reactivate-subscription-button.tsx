// 'Reativar' on 'Minha assinatura': a cancelled plan whose access still runs renews again, without
// a new purchase (docs/payments.md "Reactivating a plan"). The database checks it is the caller's.
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/errors/user-message';
import { useReactivateSubscription } from '@/lib/reactivate-subscription';
import { toast } from '@/lib/toast';

export function ReactivateSubscriptionButton({
  userId,
  subscriptionId,
}: {
  userId: string;
  subscriptionId: string;
}) {
  const reactivate = useReactivateSubscription(userId);
  return (
    <Button
      disabled={reactivate.isPending}
      aria-busy={reactivate.isPending || undefined}
      onClick={() =>
        reactivate.mutate(subscriptionId, {
          onSuccess: () => toast.success('Assinatura reativada: ela volta a renovar no fim do período.'),
          onError: (error) => toast.error(userMessage(error, 'Não foi possível reativar a assinatura.')),
        })
      }
    >
      {reactivate.isPending ? 'Reativando...' : 'Reativar'}
    </Button>
  );
}
