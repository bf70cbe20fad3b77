// What a buyer can still do with an order: cancel it while it waits for a payment that never
// came, or ask for the 7-day guarantee's refund. Whether each is offered is the database's answer
// (can_cancel, can_request_refund); the database and refund-order refuse them otherwise.
// docs/payments.md → Abandoned orders, The 7-day guarantee.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { useRequestGuaranteeRefund } from '../api/request-guarantee-refund';

export const GUARANTEE_REFUND_LABEL = 'Pedir reembolso (garantia de 7 dias)';

export function CancelOrderButton({
  userId,
  order,
  size = 'sm',
}: {
  userId: string;
  order: { id: string; product_title: string };
  size?: 'sm' | 'md';
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelMyOrder(userId);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setConfirming(true)}>
        Cancelar pedido<span className="sr-only"> de {order.product_title}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancelar o pedido?"
        description={`O pedido de ${order.product_title} não foi pago e nada foi cobrado. Para comprar depois, faça um novo pedido.`}
        confirmLabel="Cancelar pedido"
        cancelLabel="Manter pedido"
        pendingLabel="Cancelando..."
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(order.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Pedido cancelado.');
            },
            onError: (error) => toast.error(userMessage(error, 'Não foi possível cancelar o pedido.')),
          })
        }
      />
    </>
  );
}

export function GuaranteeRefundButton({
  userId,
  order,
  size = 'sm',
}: {
  userId: string;
  order: { id: string; product_title: string; amount: number; refund_guarantee_until: string | null };
  size?: 'sm' | 'md';
}) {
  const [confirming, setConfirming] = useState(false);
  const refund = useRequestGuaranteeRefund(userId);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setConfirming(true)}>
        {GUARANTEE_REFUND_LABEL}
        <span className="sr-only"> de {order.product_title}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Pedir o reembolso?"
        description={`${formatCurrency(order.amount)} voltam para você pela mesma forma de pagamento e o acesso a ${order.product_title} termina agora. A garantia vale até ${formatDate(order.refund_guarantee_until)}.`}
        confirmLabel="Pedir reembolso"
        cancelLabel="Manter compra"
        pendingLabel="Pedindo reembolso..."
        pending={refund.isPending}
        onConfirm={() =>
          refund.mutate(order.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Reembolso feito: o valor volta para você e o acesso foi encerrado.');
            },
            onError: (error) => toast.error(userMessage(error, 'Não foi possível pedir o reembolso.')),
          })
        }
      />
    </>
  );
}
