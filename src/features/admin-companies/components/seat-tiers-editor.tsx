// 'Faixas de preço por assento': one row per tier ('A partir de N assentos', 'Desconto (%)'),
// added and removed here and saved all at once; the database checks the same rules again
// (admin_save_seat_tiers) and its refusal reads in pt-BR (src/lib/errors).
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { AdminLoadError } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadingText } from '@/components/ui/loading-text';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { decimalFieldValue } from '@/utils/decimal';
import {
  MAX_TIERS,
  seatTiersFormSchema,
  useSaveSeatTiers,
  useSeatTiers,
  type SeatTier,
  type SeatTiersFormValues,
  type SeatTiersValues,
} from '../api/seat-tiers';

const formValues = (tiers: readonly SeatTier[]): SeatTiersFormValues => ({
  tiers: tiers.map((tier) => ({
    min_seats: String(tier.min_seats),
    discount_percent: decimalFieldValue(tier.discount_percent, { fractionDigits: { min: 0, max: 2 } }),
  })),
});

function TiersForm({ tiers }: { tiers: readonly SeatTier[] }) {
  const form = useForm<SeatTiersFormValues, unknown, SeatTiersValues>({
    resolver: zodResolver(seatTiersFormSchema),
    defaultValues: formValues(tiers),
  });
  const rows = useFieldArray({ control: form.control, name: 'tiers' });
  const save = useSaveSeatTiers();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(values.tiers, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        toast.success('Faixas de preço salvas com sucesso!');
      },
      onError: (error) => toast.error(userMessage(error, 'Erro ao salvar as faixas de preço')),
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Faixas de preço por assento">
      <ol className="space-y-3">
        {rows.fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 rounded-xl border border-slate-200 p-3 sm:p-4"
          >
            <FormField
              label="A partir de N assentos"
              error={errors.tiers?.[index]?.min_seats?.message}
              required
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register(`tiers.${index}.min_seats`)} />
            </FormField>
            <FormField label="Desconto (%)" error={errors.tiers?.[index]?.discount_percent?.message} required>
              <DecimalInput {...form.register(`tiers.${index}.discount_percent`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-7"
              onClick={() => rows.remove(index)}
              aria-label={`Remover faixa ${index + 1}`}
            >
              <Trash2Icon size={18} />
            </Button>
          </li>
        ))}
      </ol>
      {errors.tiers?.root?.message && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {errors.tiers.root.message}
        </p>
      )}
      {errors.tiers?.message && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {errors.tiers.message}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={rows.fields.length >= MAX_TIERS}
          onClick={() => rows.append({ min_seats: '', discount_percent: '' })}
        >
          <PlusIcon size={18} />
          Adicionar faixa
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : 'Salvar faixas'}
        </Button>
      </div>
    </form>
  );
}

export function SeatTiersEditor() {
  const tiers = useSeatTiers();
  return (
    <Card>
      <CardBody>
        <section aria-labelledby="seat-tiers-title">
          <h2 id="seat-tiers-title" className="text-xl font-semibold text-ink">
            Faixas de preço por assento
          </h2>
          <p className="mb-5 mt-1 text-sm text-ink-muted">
            O desconto por assento vale a partir do número de assentos de cada faixa, até a próxima. Menos
            assentos que a primeira faixa não podem ser comprados.
          </p>
          {tiers.isError ? (
            <AdminLoadError
              message="Erro ao carregar as faixas de preço"
              onRetry={() => void tiers.refetch()}
            />
          ) : tiers.data ? (
            <TiersForm tiers={tiers.data} />
          ) : (
            <LoadingText />
          )}
        </section>
      </CardBody>
    </Card>
  );
}
