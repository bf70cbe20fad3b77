// How a track is had: free (each course by its own model), sold as a bundle at its price,
// included in plans, or both; and which plans include it. The database enforces it (docs/tracks.md).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACCESS_MODELS, type AccessModel } from '@/rules/access-model';
import { formatCurrency } from '@/utils/format';
import type { TrackPlan } from '../api/get-track-plans';
import { ACCESS_MODEL_LABELS } from '../api/save-track';

const ACCESS_MODEL_HINTS: Record<AccessModel, string> = {
  free: 'Não é vendida como pacote: cada curso abre pelo seu próprio acesso.',
  paid: 'Vendida como pacote, pelo preço informado: libera todos os cursos.',
  plans: 'Quem assina um dos planos escolhidos tem todos os cursos da trilha.',
  paid_or_plans: 'Vendida como pacote e também incluída nos planos escolhidos.',
};

const INTERVAL_SUFFIX: Record<string, string> = { month: '/mês', year: '/ano' };

function planDescription(plan: TrackPlan): string {
  const price =
    plan.amount !== null
      ? `${formatCurrency(plan.amount)}${INTERVAL_SUFFIX[plan.billing_interval ?? ''] ?? ''}`
      : 'sem valor de assinatura';
  return plan.is_active ? price : `${price}, inativo`;
}

const choice =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

export function TrackAccessModelField({
  register,
  error,
}: {
  register: UseFormRegisterReturn<'access_model'>;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? 'track-access-model-error' : undefined}>
      <legend className="text-sm font-medium text-ink">Acesso à trilha</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ACCESS_MODELS.map((model) => (
          <label key={model} className={choice}>
            <input
              type="radio"
              value={model}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              aria-labelledby={`track-access-${model}`}
              aria-describedby={`track-access-${model}-hint`}
              {...register}
            />
            <span>
              <span id={`track-access-${model}`} className="block text-sm font-semibold text-ink">
                {ACCESS_MODEL_LABELS[model]}
              </span>
              <span id={`track-access-${model}-hint`} className="block text-xs text-ink-muted">
                {ACCESS_MODEL_HINTS[model]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="track-access-model-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function TrackPlansField({
  plans,
  value,
  onChange,
  error,
}: {
  plans: readonly TrackPlan[];
  value: readonly string[];
  onChange: (planIds: string[]) => void;
  error: string | undefined;
}) {
  const toggle = (planId: string, included: boolean) =>
    onChange(included ? [...value, planId] : value.filter((id) => id !== planId));
  return (
    <fieldset aria-describedby={error ? 'track-plan-ids-error' : undefined}>
      <legend className="text-sm font-medium text-ink">Planos que incluem a trilha</legend>
      {plans.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          Nenhum plano cadastrado. Crie um plano em Planos de Preços para incluir a trilha.
        </p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {plans.map((plan) => (
            <label key={plan.id} className={choice}>
              <input
                type="checkbox"
                checked={value.includes(plan.id)}
                onChange={(event) => toggle(plan.id, event.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                aria-invalid={Boolean(error) || undefined}
                aria-labelledby={`track-plan-${plan.id}`}
                aria-describedby={`track-plan-${plan.id}-hint`}
              />
              <span>
                <span id={`track-plan-${plan.id}`} className="block text-sm font-semibold text-ink">
                  {plan.name}
                </span>
                <span id={`track-plan-${plan.id}-hint`} className="block text-xs text-ink-muted">
                  {planDescription(plan)}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="track-plan-ids-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
