// 'Novo cupom' and 'Editar cupom': the coupon's code, discount, products, dates, limits and flags
// (docs/coupons-admin.md). The form says the database's rules first; what only the database knows
// comes back as its refusal in pt-BR (a code taken is also shown under the code). Once orders used
// the coupon its code and discount are fixed (coupon_terms_fixed), so those fields are disabled.
import { zodResolver } from '@hookform/resolvers/zod';
import { LockIcon } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { reasonCode, userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { decimalFieldValue } from '@/utils/decimal';
import type { Coupon } from '../api/get-coupons';
import {
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  MAX_DESCRIPTION,
  couponFormSchema,
  useSaveCoupon,
  type CouponFormValues,
  type CouponValues,
} from '../api/save-coupon';
import { isoToSchoolInput } from '../utils/sao-paulo-time';
import { ProductPicker } from './product-picker';

/** Code and discount can no longer change: orders used the coupon (save_coupon → coupon_terms_fixed). */
/** Any order opened with it (even expired): the database then keeps its code and discount. */
export const hasBeenUsed = (coupon: Coupon) => coupon.has_orders;

function formValues(coupon: Coupon | null): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    discount_kind: coupon?.discount_kind ?? 'percent',
    discount_value: coupon
      ? decimalFieldValue(coupon.discount_value, {
          fractionDigits: coupon.discount_kind === 'fixed' ? { min: 2, max: 2 } : { min: 0, max: 0 },
        })
      : '',
    scope: coupon && !coupon.applies_to_all ? 'chosen' : 'all',
    products: coupon?.products.map(({ kind, id }) => ({ kind, id })) ?? [],
    // A new coupon starts now (the database's default too).
    valid_from: isoToSchoolInput(coupon?.valid_from ?? new Date().toISOString()),
    valid_until: isoToSchoolInput(coupon?.valid_until),
    max_uses: coupon?.max_uses === null || coupon?.max_uses === undefined ? '' : String(coupon.max_uses),
    max_uses_per_person: coupon
      ? coupon.max_uses_per_person === null
        ? ''
        : String(coupon.max_uses_per_person)
      : '1',
    first_purchase_only: coupon?.first_purchase_only ?? false,
    is_active: coupon?.is_active ?? true,
  };
}

/** Capitals as they are typed, the caret kept where it was (the code is stored in capitals). */
function toUpperCase(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/** A flag of the coupon: a checkbox with its name and what it means. */
function CheckboxField({
  label,
  hint,
  registration,
}: {
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
}) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        aria-describedby={hintId}
        {...registration}
      />
      <span>
        <span className="block font-medium text-ink">{label}</span>
        <span id={hintId} className="block text-sm text-ink-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}

const scopeChoice =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const form = useForm<CouponFormValues, unknown, CouponValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: formValues(coupon),
  });
  const { errors } = form.formState;
  const save = useSaveCoupon();
  const locked = coupon !== null && hasBeenUsed(coupon);
  const [kind, scope] = useWatch({ control: form.control, name: ['discount_kind', 'scope'] });
  const ids = useId();
  const codeField = form.register('code');

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: coupon?.id ?? null, values },
      {
        onSuccess: () => {
          toast.success(coupon ? 'Cupom salvo' : 'Cupom criado');
          onDone();
        },
        onError: (error) => {
          const message = userMessage(error, 'Erro ao salvar o cupom');
          toast.error(message);
          if (reasonCode(error) === 'coupons_code_key')
            form.setError('code', { message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={coupon ? 'Editar cupom' : 'Novo cupom'}
    >
      {locked && (
        <p className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <LockIcon size={16} className="mt-0.5 shrink-0" />
          Este cupom já foi usado em pedidos: o código e o desconto não podem mudar. Datas, limites, produtos,
          descrição e ativação continuam editáveis.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Código"
          error={errors.code?.message}
          hint="De 3 a 40 letras, números, - ou _; fica em maiúsculas."
          required
        >
          <Input
            {...codeField}
            onChange={(event) => {
              toUpperCase(event);
              void codeField.onChange(event);
            }}
            disabled={locked}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="BLACKFRIDAY"
            className="font-mono uppercase tracking-wide"
          />
        </FormField>
        <FormField
          label="Descrição"
          error={errors.description?.message}
          hint="Para a equipe; até 200 caracteres."
        >
          <Input
            maxLength={MAX_DESCRIPTION}
            placeholder="Campanha de novembro"
            {...form.register('description')}
          />
        </FormField>
        <FormField label="Tipo de desconto" error={errors.discount_kind?.message} required>
          <Select disabled={locked} {...form.register('discount_kind')}>
            {DISCOUNT_KINDS.map((option) => (
              <option key={option} value={option}>
                {DISCOUNT_KIND_LABELS[option]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={kind === 'percent' ? 'Valor (%)' : 'Valor (R$)'}
          error={errors.discount_value?.message}
          hint={kind === 'percent' ? 'Um número inteiro de 1 a 99.' : 'De R$ 1,00 a R$ 100.000,00.'}
          required
        >
          {kind === 'percent' ? (
            <Input
              inputMode="numeric"
              autoComplete="off"
              disabled={locked}
              placeholder="40"
              {...form.register('discount_value')}
            />
          ) : (
            <DecimalInput disabled={locked} placeholder="50,00" {...form.register('discount_value')} />
          )}
        </FormField>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-ink">Vale para</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <label className={scopeChoice}>
            <input
              type="radio"
              value="all"
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              aria-describedby={`${ids}-all-hint`}
              {...form.register('scope')}
            />
            <span>
              <span className="block text-sm font-semibold text-ink">Todos os produtos</span>
              <span id={`${ids}-all-hint`} className="block text-xs text-ink-muted">
                Cursos, livros, planos e trilhas à venda
              </span>
            </span>
          </label>
          <label className={scopeChoice}>
            <input
              type="radio"
              value="chosen"
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              aria-describedby={`${ids}-chosen-hint`}
              {...form.register('scope')}
            />
            <span>
              <span className="block text-sm font-semibold text-ink">Produtos escolhidos</span>
              <span id={`${ids}-chosen-hint`} className="block text-xs text-ink-muted">
                Só os que você marcar abaixo
              </span>
            </span>
          </label>
        </div>
      </fieldset>
      {scope === 'chosen' && (
        <Controller
          control={form.control}
          name="products"
          render={({ field }) => (
            <ProductPicker
              value={field.value}
              onChange={field.onChange}
              saved={coupon?.products ?? []}
              error={errors.products?.message}
            />
          )}
        />
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Início" error={errors.valid_from?.message} hint="Horário de Brasília." required>
          <Input type="datetime-local" {...form.register('valid_from')} />
        </FormField>
        <FormField label="Fim" error={errors.valid_until?.message} hint="Em branco: sem data final.">
          <Input type="datetime-local" {...form.register('valid_until')} />
        </FormField>
        <FormField
          label="Limite total de usos"
          error={errors.max_uses?.message}
          hint="Em branco: sem limite."
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="Sem limite"
            {...form.register('max_uses')}
          />
        </FormField>
        <FormField
          label="Limite por pessoa"
          error={errors.max_uses_per_person?.message}
          hint="Em branco: sem limite por pessoa."
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('max_uses_per_person')} />
        </FormField>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField
          label="Só na primeira compra"
          hint="Só para quem nunca pagou um pedido na escola."
          registration={form.register('first_purchase_only')}
        />
        <CheckboxField
          label="Ativo"
          hint="Desmarcado, o checkout recusa o cupom; ele continua no histórico."
          registration={form.register('is_active')}
        />
      </div>
      <FormDialogFooter submitLabel={coupon ? 'Salvar alterações' : 'Criar cupom'} saving={save.isPending} />
    </form>
  );
}

interface CouponFormDialogProps {
  target: Coupon | 'new' | null;
  onClose: () => void;
}

export function CouponFormDialog({ target, onClose }: CouponFormDialogProps) {
  return (
    <RecordFormDialog
      target={target}
      onClose={onClose}
      size="lg"
      title={(coupon) => (coupon ? `Editar cupom ${coupon.code}` : 'Novo cupom')}
    >
      {(coupon) => <CouponForm coupon={coupon} onDone={onClose} />}
    </RecordFormDialog>
  );
}
