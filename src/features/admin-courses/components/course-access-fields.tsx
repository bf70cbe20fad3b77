// How a course is had: free, sold on its own at its price, included in plans, or both; and, when
// plans include it, which ones. The database enforces the model (docs/payments.md).
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatCurrency } from '@/utils/format';
import type { CoursePlan } from '../api/get-course-plans';
import { ACCESS_MODEL_LABELS, ACCESS_MODELS, type AccessModel } from '../api/save-course';

const ACCESS_MODEL_HINTS: Record<AccessModel, string> = {
  free: 'Qualquer pessoa se inscreve sem pagar.',
  paid: 'Vendido separadamente, pelo preço informado.',
  plans: 'Só quem assina um dos planos escolhidos.',
  paid_or_plans: 'Vendido separadamente e também incluído nos planos escolhidos.',
};

const INTERVAL_SUFFIX: Record<string, string> = { month: '/mês', year: '/ano' };

/** 'Profissional — R$ 49,90/mês', '(inativo)', or a plan that cannot be bought yet. */
function planDescription(plan: CoursePlan): string {
  const price =
    plan.amount !== null
      ? `${formatCurrency(plan.amount)}${INTERVAL_SUFFIX[plan.billing_interval ?? ''] ?? ''}`
      : 'sem valor de assinatura';
  return plan.is_active ? price : `${price}, inativo`;
}

function FieldsetError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

export function AccessModelField({
  register,
  error,
}: {
  register: UseFormRegisterReturn<'access_model'>;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? 'access-model-error' : undefined}>
      <legend className="text-sm font-medium text-ink">
        Acesso ao curso
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ACCESS_MODELS.map((model) => (
          <label
            key={model}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={model}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              aria-labelledby={`access-model-${model}`}
              aria-describedby={`access-model-${model}-hint`}
              {...register}
            />
            <span>
              <span id={`access-model-${model}`} className="block text-sm font-semibold text-ink">
                {ACCESS_MODEL_LABELS[model]}
              </span>
              <span id={`access-model-${model}-hint`} className="block text-xs text-ink-muted">
                {ACCESS_MODEL_HINTS[model]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <FieldsetError id="access-model-error">{error}</FieldsetError>}
    </fieldset>
  );
}

export function PlanPickerField({
  plans,
  value,
  onChange,
  error,
}: {
  plans: readonly CoursePlan[];
  /** The ids of the plans ticked. */
  value: readonly string[];
  onChange: (planIds: string[]) => void;
  error: string | undefined;
}) {
  const toggle = (planId: string, included: boolean) =>
    onChange(included ? [...value, planId] : value.filter((id) => id !== planId));
  return (
    <fieldset aria-describedby={error ? 'plan-ids-error' : undefined}>
      <legend className="text-sm font-medium text-ink">
        Planos que incluem o curso
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      {plans.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          Nenhum plano cadastrado. Crie um plano em Planos de Preços para incluir o curso.
        </p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {plans.map((plan) => (
            <label
              key={plan.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                checked={value.includes(plan.id)}
                onChange={(event) => toggle(plan.id, event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                aria-invalid={Boolean(error) || undefined}
                aria-labelledby={`plan-${plan.id}`}
                aria-describedby={`plan-${plan.id}-hint`}
              />
              <span>
                <span id={`plan-${plan.id}`} className="block text-sm font-semibold text-ink">
                  {plan.name}
                </span>
                <span id={`plan-${plan.id}-hint`} className="block text-xs text-ink-muted">
                  {planDescription(plan)}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && <FieldsetError id="plan-ids-error">{error}</FieldsetError>}
    </fieldset>
  );
}
