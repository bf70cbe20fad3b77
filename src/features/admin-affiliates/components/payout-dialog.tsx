// 'Registrar pagamento': the administrador says they paid the affiliate's available commission
// (docs/affiliates-admin.md). The site moves no money: the PIX is made outside it, and this only
// records it, with an optional note; every available commission is then paid at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { formatCurrency } from '@/utils/format';
import type { Affiliate } from '../api/get-affiliates';
import {
  payoutNoteSchema,
  useRecordPayout,
  type PayoutNote,
  type PayoutNoteFormValues,
} from '../api/record-payout';
import { affiliateName, formatPixKeyHint } from '../utils/affiliate-format';

function PayoutForm({ affiliate, onDone }: { affiliate: Affiliate; onDone: () => void }) {
  const form = useForm<PayoutNoteFormValues, unknown, PayoutNote>({
    resolver: zodResolver(payoutNoteSchema),
    defaultValues: { note: '' },
  });
  const record = useRecordPayout();
  const submit = form.handleSubmit(({ note }) =>
    record.mutate(
      { affiliateId: affiliate.id, expectedAmount: affiliate.available, note },
      {
        onSuccess: (payout) => {
          toast.success(`Pagamento de ${formatCurrency(payout.amount)} registrado`);
          onDone();
        },
        onError: (error) => {
          toast.error(userMessage(error, 'Erro ao registrar o pagamento'));
          // The list is read again: the dialog closes on the amount that changed.
          onDone();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <p className="text-sm text-emerald-900">Disponível para pagar</p>
        <p className="mt-0.5 text-2xl font-bold tabular-nums text-emerald-950">
          {formatCurrency(affiliate.available)}
        </p>
        <p className="mt-1 text-sm text-emerald-900">
          Chave PIX: <span className="font-mono">{formatPixKeyHint(affiliate.pix_key_hint)}</span>
        </p>
      </div>
      <p className="text-sm text-ink">
        O site não transfere dinheiro: faça a transferência por PIX fora da plataforma e registre aqui que ela
        foi feita. Todas as comissões disponíveis passam a constar como pagas, aqui e no painel do afiliado.
      </p>
      <FormField
        label="Observação"
        error={form.formState.errors.note?.message}
        hint="Opcional, até 200 caracteres: o identificador do PIX, a data da transferência."
      >
        <Textarea rows={2} {...form.register('note')} />
      </FormField>
      <FormDialogFooter
        submitLabel="Registrar pagamento"
        saving={record.isPending}
        savingLabel="Registrando..."
        cancelWaitsForSave
      />
    </form>
  );
}

export function PayoutDialog({ affiliate, onClose }: { affiliate: Affiliate | null; onClose: () => void }) {
  return (
    <Dialog open={affiliate !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="sm"
        title={affiliate ? `Registrar pagamento a ${affiliateName(affiliate)}` : ''}
        description="O pagamento é feito fora do site; aqui ele só fica registrado."
      >
        {affiliate && (
          <Fragment key={affiliate.id}>
            <PayoutForm affiliate={affiliate} onDone={onClose} />
          </Fragment>
        )}
      </DialogContent>
    </Dialog>
  );
}
