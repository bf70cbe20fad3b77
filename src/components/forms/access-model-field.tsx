// The access-model fields of the course and track forms: the model as radio cards (the options
// of ACCESS_MODELS, in its order) and, when plans include the item, the plans to tick. The words
// come with the form (src/config/access-models.ts); the database enforces the model
// (docs/payments.md).
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AccessModelWording } from '@/config/access-models';
import { ACCESS_MODELS } from '@/rules/access-model';
import { formatCurrency } from '@/utils/format';

/** A plan as the pickers list it. */
export interface IncludingPlan {
  id: string;
  name: string;
  is_active: boolean;
  amount: number | null;
  billing_interval: string | null;
}

const INTERVAL_SUFFIX: Record<string, string> = { month: '/mês', year: '/ano' };

/** 'R$ 49,90/mês', 'sem valor de assinatura', with ', inativo' for a plan not on sale. */
export function planDescription(plan: IncludingPlan): string {
  const price =
    plan.amount !== null
      ? `${formatCurrency(plan.amount)}${INTERVAL_SUFFIX[plan.billing_interval ?? ''] ?? ''}`
      : 'sem valor de assinatura';
  return plan.is_active ? price : `${price}, inativo`;
}

const choice =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

function Legend({ text, required }: { text: string; required: boolean }) {
  return (
    <legend className="text-sm font-medium text-ink">
      {text}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </legend>
  );
}

/** A card's input with its name and hint (named and described by them). */
function Choice({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <label className={choice}>
      {children}
      <span>
        <span id={`${id}-label`} className="block text-sm font-semibold text-ink">
          {label}
        </span>
        <span id={`${id}-hint`} className="block text-xs text-ink-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}

function FieldsetError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

export interface AccessModelFieldProps {
  wording: AccessModelWording;
  /** form.register('access_model') */
  register: UseFormRegisterReturn<'access_model'>;
  /** The message of the failing rule (accessModelShape's), shown under the group. */
  error: string | undefined;
}

export function AccessModelField({ wording, register, error }: AccessModelFieldProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend text={wording.legend} required={wording.markRequired} />
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ACCESS_MODELS.map((model) => (
          <Choice key={model} id={`${id}-${model}`} label={wording.labels[model]} hint={wording.hints[model]}>
            <input
              type="radio"
              value={model}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              aria-labelledby={`${id}-${model}-label`}
              aria-describedby={`${id}-${model}-hint`}
              {...register}
            />
          </Choice>
        ))}
      </div>
      {error && <FieldsetError id={`${id}-error`}>{error}</FieldsetError>}
    </fieldset>
  );
}

export interface IncludingPlansFieldProps {
  wording: AccessModelWording;
  plans: readonly IncludingPlan[];
  /** The ids of the plans ticked. */
  value: readonly string[];
  onChange: (planIds: string[]) => void;
  error: string | undefined;
}

export function IncludingPlansField({ wording, plans, value, onChange, error }: IncludingPlansFieldProps) {
  const id = useId();
  const toggle = (planId: string, included: boolean) =>
    onChange(included ? [...value, planId] : value.filter((planIdTicked) => planIdTicked !== planId));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend text={wording.plansLegend} required={wording.markRequired} />
      {plans.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{wording.noPlansText}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {plans.map((plan) => (
            <Choice key={plan.id} id={`${id}-${plan.id}`} label={plan.name} hint={planDescription(plan)}>
              <input
                type="checkbox"
                checked={value.includes(plan.id)}
                onChange={(event) => toggle(plan.id, event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                aria-invalid={Boolean(error) || undefined}
                aria-labelledby={`${id}-${plan.id}-label`}
                aria-describedby={`${id}-${plan.id}-hint`}
              />
            </Choice>
          ))}
        </div>
      )}
      {error && <FieldsetError id={`${id}-error`}>{error}</FieldsetError>}
    </fieldset>
  );
}
