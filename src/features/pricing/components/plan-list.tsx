import { usePricingPlans } from '../api/get-pricing-plans';
import { PlanCard } from './plan-card';
import { PlanCardSkeleton } from './plan-card-skeleton';

/** 3 skeletons on the pricing page. */
const SKELETON_COUNT = 3;

const gridClass = 'mx-auto grid max-w-xl grid-cols-1 gap-6 lg:max-w-none lg:grid-cols-3 lg:items-stretch';

export function PlanList() {
  const { data: plans, isPending } = usePricingPlans();

  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">Carregando planos...</span>
        <div className={gridClass}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <PlanCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  // A failed load was logged by the fetcher; the visitor sees the empty state.
  if (!plans?.length) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <p className="text-lg font-semibold text-ink">Nenhum plano disponível no momento</p>
        <p className="mt-2 text-ink-muted">Fale com o nosso suporte para conhecer as opções de assinatura.</p>
      </div>
    );
  }

  return (
    <ul className={gridClass}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
