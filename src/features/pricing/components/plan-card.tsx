import { CheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { BuyLink } from '@/components/ui/buy-link';
import { cn } from '@/lib/utils';
import { billingPeriodSuffix } from '@/rules/subscriptions';
import { formatCurrency } from '@/utils/format';
import type { PricingPlan } from '../api/get-pricing-plans';

// Same structure as <PlanCardSkeleton>: the badge row is always reserved, so nothing moves.
export function PlanCard({ plan }: { plan: PricingPlan }) {
  // A plan with an amount is sold here, at the amount the database holds; any other keeps the
  // administrador's price text and external link.
  const amount = formatCurrency(plan.amount);
  const period = amount ? billingPeriodSuffix(plan.billing_interval) : plan.period;
  const buttonClass = buttonVariants({
    variant: plan.is_popular ? 'primary' : 'outline',
    size: 'lg',
    className: 'w-full',
  });
  return (
    <article
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        plan.is_popular ? 'border-brand-700 ring-2 ring-brand-700 lg:shadow-xl' : 'border-slate-200',
      )}
    >
      {/* The badge row is reserved on every card where cards sit side by side, so names align. */}
      <div className={cn('h-6 items-center', plan.is_popular ? 'flex' : 'hidden lg:flex')}>
        {plan.is_popular && (
          <Badge variant="solid" className="px-3 py-1">
            Mais Popular
          </Badge>
        )}
      </div>
      <h2 className={cn('text-xl font-bold text-ink', plan.is_popular ? 'mt-3' : 'lg:mt-3')}>{plan.name}</h2>
      {plan.description && (
        <p className="mt-2 min-h-12 text-sm leading-6 text-ink-muted">{plan.description}</p>
      )}
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1">
        <span className="text-4xl font-extrabold tracking-tight text-ink">{amount ?? plan.price}</span>
        {period && <span className="text-base font-medium text-ink-muted">{period}</span>}
      </p>
      {plan.features.length > 0 && (
        <ul aria-label={`O que o plano ${plan.name} inclui`} className="mt-6 space-y-3">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm leading-6 text-ink">
              <CheckIcon size={18} strokeWidth={2.5} className="mt-0.5 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-8">
        {amount ? (
          <BuyLink kind="plan" productId={plan.id} className={buttonClass}>
            {plan.cta}
          </BuyLink>
        ) : (
          <a href={plan.cta_link} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            {plan.cta}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        )}
      </div>
    </article>
  );
}
