import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { FamilyIncomeInput } from '@/components/forms/family-income-input';
import { saveThenClose } from '@/components/forms/save-then-close';
import { userMessage } from '@/lib/errors/user-message';
import { FAMILY_INCOME_PURPOSE } from '@/rules/personal-data-fields';
import { toast } from '@/lib/toast';
import { formatCurrency } from '@/utils/format';
import { formatDate } from '@/utils/format-date';
import type { MyData } from '../api/get-my-data';
import { useRemoveFamilyIncome } from '../api/remove-family-income';
import {
  familyIncomeSchema,
  useSaveFamilyIncome,
  type FamilyIncomeFormValues,
  type FamilyIncomeValues,
} from '../api/save-family-income';
import { DataGroup, DataItem, DataList } from './my-data-parts';

function IncomeForm({
  userId,
  income,
  onDone,
}: {
  userId: string;
  income: MyData['renda_familiar'];
  onDone: () => void;
}) {
  const form = useForm<FamilyIncomeFormValues, unknown, FamilyIncomeValues>({
    resolver: zodResolver(familyIncomeSchema),
    defaultValues: { familyIncome: income ? String(income.valor_mensal) : '' },
  });
  const save = useSaveFamilyIncome(userId);
  const submit = ({ familyIncome }: FamilyIncomeValues) =>
    saveThenClose(
      save.mutate,
      { amount: familyIncome!, alreadyGiven: income !== null },
      { saved: 'Renda familiar salva.', failed: 'Erro ao salvar a renda familiar', onDone },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-4 space-y-3">
      <FormField
        label="Renda familiar mensal (R$)"
        error={form.formState.errors.familyIncome?.message}
        required
      >
        <FamilyIncomeInput registration={form.register('familyIncome')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** 'Renda familiar': optional, with its purpose; the person sets, changes or removes it. */
export function FamilyIncomeGroup({
  userId,
  income,
  editable = true,
}: {
  userId: string;
  income: MyData['renda_familiar'];
  /** false for a deactivated account: the database keeps its data as it is. */
  editable?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const remove = useRemoveFamilyIncome(userId);

  const confirmRemoval = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmingRemoval(false);
        toast.success('Renda familiar removida.');
      },
      onError: (error) => toast.error(userMessage(error, 'Erro ao remover a renda familiar')),
    });

  return (
    <DataGroup
      id="meus-dados-renda"
      title="Renda familiar"
      actions={
        editable &&
        !editing && (
          <>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {income ? 'Alterar' : 'Informar'}
            </Button>
            {income && (
              <Button
                variant={null}
                size="sm"
                className="border border-red-200 bg-white text-red-700 hover:bg-red-50"
                onClick={() => setConfirmingRemoval(true)}
              >
                Remover
              </Button>
            )}
          </>
        )
      }
    >
      <p className="mb-4 text-sm text-ink-muted">{FAMILY_INCOME_PURPOSE}</p>
      <DataList>
        <DataItem label="Valor mensal" field="renda_familiar.valor_mensal">
          {income ? formatCurrency(income.valor_mensal) : null}
        </DataItem>
        {income && (
          <DataItem label="Informada em" field="renda_familiar.informada_em">
            {formatDate(income.informada_em)}
          </DataItem>
        )}
      </DataList>
      {editing && <IncomeForm userId={userId} income={income} onDone={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmingRemoval}
        onOpenChange={setConfirmingRemoval}
        title="Remover sua renda familiar?"
        description="O valor será apagado agora. Você pode informá-lo de novo quando quiser."
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={confirmRemoval}
      />
    </DataGroup>
  );
}
