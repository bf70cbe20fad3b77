// 'Convidar afiliado', 'Aprovar afiliado' and 'Comissões': one form of the general commission and
// the per-product ones (docs/affiliates-admin.md). Inviting asks the e-mail of an existing account,
// which is active at once; approving an application sets its commissions with it. The form says
// the database's rules first (utils/commission-form.ts); what only the database knows (no account
// with that e-mail, already an affiliate) comes back as its refusal, under the e-mail too.
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import { useForm } from 'react-hook-form';
import { DecimalInput } from '@/components/ui/decimal-input';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { reasonCode, userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { decimalFieldValue } from '@/utils/decimal';
import { formatDate } from '@/utils/format-date';
import type { Affiliate } from '../api/get-affiliates';
import { useSaveAffiliate, type SaveAffiliate } from '../api/save-affiliate';
import { affiliateName } from '../utils/affiliate-format';
import {
  commissionsFormSchema,
  inviteFormSchema,
  type CommissionFormValues,
  type CommissionValues,
} from '../utils/commission-form';
import { CommissionProductsField } from './commission-products-field';

export type CommissionsTarget =
  { mode: 'invite' } | { mode: 'approve' | 'edit'; affiliate: Affiliate } | null;

/** The refusals that are about the e-mail typed, shown under it too. */
const EMAIL_REFUSALS = new Set(['user_not_found', 'already_affiliate']);

const percentText = (percent: number | null) =>
  decimalFieldValue(percent, { fractionDigits: { min: 0, max: 2 } });

function formValues(affiliate: Affiliate | null): CommissionFormValues {
  return {
    email: '',
    commission_percent: percentText(affiliate?.commission_percent ?? null),
    products: (affiliate?.products ?? []).map((product) => ({
      kind: product.kind,
      id: product.id,
      title: product.title ?? 'Produto excluído',
      commission_percent: percentText(product.commission_percent),
    })),
  };
}

function saved(target: NonNullable<CommissionsTarget>, values: CommissionValues): SaveAffiliate {
  const commissions = { commission_percent: values.commission_percent, products: values.products };
  if (target.mode === 'invite') return { kind: 'invite', email: values.email ?? '', ...commissions };
  return {
    kind: target.mode === 'approve' ? 'approve' : 'commissions',
    id: target.affiliate.id,
    ...commissions,
  };
}

const SUBMIT_LABELS = { invite: 'Convidar', approve: 'Aprovar afiliado', edit: 'Salvar comissões' } as const;
const DONE_TOASTS = {
  invite: 'Afiliado convidado',
  approve: 'Afiliado aprovado',
  edit: 'Comissões salvas',
} as const;

function CommissionsForm({ target, onDone }: { target: NonNullable<CommissionsTarget>; onDone: () => void }) {
  const affiliate = target.mode === 'invite' ? null : target.affiliate;
  const form = useForm<CommissionFormValues, unknown, CommissionValues>({
    resolver: zodResolver(target.mode === 'invite' ? inviteFormSchema : commissionsFormSchema),
    defaultValues: formValues(affiliate),
  });
  const { errors } = form.formState;
  const save = useSaveAffiliate();

  const submit = form.handleSubmit((values) =>
    save.mutate(saved(target, values), {
      onSuccess: () => {
        toast.success(DONE_TOASTS[target.mode]);
        onDone();
      },
      onError: (error) => {
        const message = userMessage(error, 'Erro ao salvar o afiliado');
        toast.error(message);
        if (target.mode === 'invite' && EMAIL_REFUSALS.has(reasonCode(error) ?? ''))
          form.setError('email', { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {target.mode === 'approve' && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-ink">
          {affiliateName(target.affiliate)} pediu para ser afiliado em{' '}
          {formatDate(target.affiliate.applied_at)}. Ao aprovar, o link{' '}
          <code className="font-mono">{target.affiliate.code}</code> passa a gerar comissão nas vendas.
        </p>
      )}
      {target.mode === 'invite' && (
        <FormField
          label="E-mail da conta"
          error={errors.email?.message}
          hint="A pessoa precisa já ter uma conta na Trilha Cloud. Ela entra no programa como ativa na hora."
          required
        >
          <Input
            type="email"
            autoComplete="off"
            spellCheck={false}
            placeholder="pessoa@exemplo.com.br"
            {...form.register('email')}
          />
        </FormField>
      )}
      <FormField
        label="Comissão geral (%)"
        error={errors.commission_percent?.message}
        hint="De 1 a 90 %, em todos os produtos. Em branco: só nos produtos da lista abaixo."
      >
        <DecimalInput placeholder="20" className="sm:max-w-40" {...form.register('commission_percent')} />
      </FormField>
      <CommissionProductsField control={form.control} register={form.register} errors={errors.products} />
      <FormDialogFooter submitLabel={SUBMIT_LABELS[target.mode]} saving={save.isPending} />
    </form>
  );
}

function titleOf(target: NonNullable<CommissionsTarget>): string {
  if (target.mode === 'invite') return 'Convidar afiliado';
  const name = affiliateName(target.affiliate);
  return target.mode === 'approve' ? `Aprovar ${name}` : `Comissões de ${name}`;
}

export function CommissionsDialog({ target, onClose }: { target: CommissionsTarget; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={target ? titleOf(target) : ''}
        description={target?.mode === 'invite' ? 'Campos com * são obrigatórios.' : undefined}
      >
        {/* A fresh form for each affiliate, so nothing typed for one shows on another. */}
        {target && (
          <Fragment key={target.mode === 'invite' ? 'invite' : `${target.mode}:${target.affiliate.id}`}>
            <CommissionsForm target={target} onDone={onClose} />
          </Fragment>
        )}
      </DialogContent>
    </Dialog>
  );
}
