// Changing plan from 'Minha assinatura' (docs/plan-changes.md): the plans of the same interval the
// subscriber may move to, the database's quote for one (an upgrade's difference for the rest of the
// period, or a downgrade's date), the upgrade's checkout (create-checkout, kind plan_change) and the
// downgrade's schedule and calling off (plan-downgrade, which also brings a card's amount at the
// provider to the next renewal's). Every figure is the database's.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAYMENT_RETURN_PATH } from '@/config/paths';
import { selectColumns } from '@/lib/api/answer';
import { callRpc, invokeFunction, readRows, tableClient } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';
import { cpfDigits } from '@/rules/cpf';
import type { PaymentMethod } from '@/rules/orders';
import { mySubscriptionQueryOptions } from './get-my-subscription';

const planOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: jsonNumber,
  billing_interval: z.string(),
});

export type PlanOption = z.output<typeof planOptionSchema>;

/** The active plans with a price and the same interval, other than the current one, cheapest first. */
export const planChangeOptionsQueryOptions = (userId: string, currentPlanId: string, interval: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'plan-change-options', currentPlanId, interval],
    queryFn: async () => {
      const supabase = await tableClient();
      const answer = await supabase
        .from('pricing_plans')
        .select(selectColumns(planOptionSchema))
        .eq('is_active', true)
        .eq('billing_interval', interval)
        .not('amount', 'is', null)
        .neq('id', currentPlanId)
        .order('amount');
      return readRows('pricing_plans', z.array(planOptionSchema), answer);
    },
  });

const planChangeQuoteSchema = z.object({
  kind: z.enum(['upgrade', 'downgrade']),
  from_plan: z.object({ id: z.string(), name: z.string(), amount: jsonNumber }),
  to_plan: z.object({ id: z.string(), name: z.string(), amount: jsonNumber }),
  billing_interval: z.string(),
  period_end: z.string(),
  remaining_days: z.number().int(),
  period_days: z.number().int(),
  /** Upgrade: what is charged now. */
  amount: jsonNumber.nullable(),
  max_installments: z.number().int().nullable(),
  /** The provider charges a card every period: its next charges follow the new plan's amount. */
  renewed_by_card: z.boolean(),
});

export type PlanChangeQuote = z.output<typeof planChangeQuoteSchema>;

export const planChangeQuoteQueryOptions = (userId: string, subscriptionId: string, planId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'plan-change-quote', subscriptionId, planId],
    queryFn: () =>
      callRpc(
        'quote_plan_change',
        { p_subscription_id: subscriptionId, p_plan_id: planId },
        planChangeQuoteSchema,
      ),
    retry: false,
  });

export function usePlanChangeQuote(userId: string, subscriptionId: string, planId: string | null) {
  return useQuery({
    ...planChangeQuoteQueryOptions(userId, subscriptionId, planId ?? ''),
    enabled: Boolean(planId),
  });
}

const upgradeAnswerSchema = z.object({ order_id: z.string(), checkout_url: z.string().url() });

export interface UpgradeRequest {
  subscriptionId: string;
  planId: string;
  method: PaymentMethod;
  installments: number;
  cpf: string;
}

/** Opens the upgrade's order and the provider's page for it; the plan changes once it is paid. */
export function startUpgradeCheckout(request: UpgradeRequest) {
  return invokeFunction(
    'create-checkout',
    {
      kind: 'plan_change',
      subscriptionId: request.subscriptionId,
      planId: request.planId,
      method: request.method,
      installments: request.method === 'card' ? request.installments : 1,
      cpf: cpfDigits(request.cpf),
      returnPath: PAYMENT_RETURN_PATH,
    },
    upgradeAnswerSchema,
  );
}

export function useStartUpgradeCheckout() {
  return useMutation({ mutationFn: startUpgradeCheckout });
}

const scheduledChangeAnswerSchema = z.object({
  change: z.object({ id: z.string(), status: z.string() }),
  /** 'failed': the card's amount is updated by the renewal job's next run. */
  provider_update: z.enum(['updated', 'none', 'failed']),
});

function useSubscriptionChange<Variables>(userId: string, run: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubscriptionQueryOptions(userId).queryKey }),
  });
}

export function useScheduleDowngrade(userId: string) {
  return useSubscriptionChange(
    userId,
    ({ subscriptionId, planId }: { subscriptionId: string; planId: string }) =>
      invokeFunction(
        'plan-downgrade',
        { action: 'schedule', subscriptionId, planId },
        scheduledChangeAnswerSchema,
      ),
  );
}

export function useCancelPlanChange(userId: string) {
  return useSubscriptionChange(userId, (changeId: string) =>
    invokeFunction('plan-downgrade', { action: 'cancel', changeId }, scheduledChangeAnswerSchema),
  );
}
