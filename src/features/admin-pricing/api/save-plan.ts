// Create or edit a plan (name, price, button text, button link and order
// required; features added one by one, blanks ignored).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TablesInsert } from '@/lib/database.types';
import { optionalNumber, optionalText } from '@/rules/form-fields';
import { tableClient } from '@/lib/api/backend';
import { invalidatePlans } from './get-admin-plans';

/** How often a plan with an amount is charged (pricing_plans.billing_interval). */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const BILLING_INTERVAL_LABELS: Record<BillingInterval, string> = { month: 'Mensal', year: 'Anual' };
export const INTERVAL_REQUIRED_MESSAGE = 'Escolha a cobrança: mensal ou anual';

export const planSchema = z
  .object({
    name: z.string().trim().min(1, 'Nome é obrigatório').max(100, 'Nome muito longo'),
    price: z.string().trim().min(1, 'Preço é obrigatório').max(50, 'Preço muito longo'),
    period: optionalText(50, 'Período muito longo'),
    description: optionalText(2000, 'Descrição muito longa'),
    features: z
      .array(z.string())
      .transform((features) => features.map((item) => item.trim()).filter(Boolean)),
    cta: z.string().trim().min(1, 'Texto do botão é obrigatório').max(60, 'Texto do botão muito longo'),
    cta_link: z
      .string()
      .trim()
      .min(1, { error: 'Link do botão é obrigatório', abort: true })
      .refine(
        (value) => {
          if (!/^https?:\/\/\S+$/i.test(value)) return false;
          try {
            new URL(value);
            return true;
          } catch {
            return false;
          }
        },
        { error: 'Informe uma URL válida (https://...)' },
      ),
    order_index: z
      .string()
      .trim()
      .min(1, 'Ordem de exibição é obrigatória')
      .transform((value, context) => {
        const number = Number(value);
        if (!Number.isInteger(number)) {
          context.addIssue({ code: 'custom', message: 'Informe um número inteiro' });
          return z.NEVER;
        }
        return number;
      }),
    is_popular: z.boolean(),
    is_active: z.boolean(),
    // What one period costs when the plan is sold here; blank = not sold (only the price text shows).
    amount: optionalNumber({
      min: 1,
      step: 0.01,
      message: 'Informe um valor a partir de R$ 1,00 (ex.: 49,90)',
    }),
    // '' is the picker's 'Selecione'.
    billing_interval: z.union([z.enum(BILLING_INTERVALS), z.literal('')]),
  })
  // The database keeps the two together (pricing_plans_amount_needs_interval): a charge needs both.
  .superRefine((plan, context) => {
    if (plan.amount !== null && plan.billing_interval === '')
      context.addIssue({ code: 'custom', path: ['billing_interval'], message: INTERVAL_REQUIRED_MESSAGE });
  })
  .transform(({ billing_interval, ...plan }) => ({
    ...plan,
    billing_interval: plan.amount === null ? null : billing_interval || null,
  }));

export type PlanFormValues = z.input<typeof planSchema>;
export type PlanValues = z.output<typeof planSchema>;

/** Adds a feature typed in the box; blank text is ignored. */
export function addFeature(features: string[], typed: string): string[] {
  const feature = typed.trim();
  return feature ? [...features, feature] : features;
}

export async function savePlan({ id, values }: { id: string | null; values: PlanValues }) {
  const supabase = await tableClient();
  const row: TablesInsert<'pricing_plans'> = values;
  const { error } = id
    ? await supabase.from('pricing_plans').update(row).eq('id', id)
    : await supabase.from('pricing_plans').insert(row);
  if (error) throw error;
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlan, onSuccess: () => invalidatePlans(queryClient) });
}
