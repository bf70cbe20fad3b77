// The access-model part of the course and track forms (how the item is had, and which plans
// include it: docs/sales-admin.md → The forms, docs/tracks-admin.md): the words of each form and
// the zod part of its schema. The models themselves are the one list in src/rules/access-model.ts;
// the fields are src/components/forms/access-model-field.tsx.
import { z } from 'zod';
import { ACCESS_MODELS, isInPlans, isSoldSeparately, type AccessModel } from '@/rules/access-model';

export interface AccessModelWording {
  /** The radio group's name. */
  legend: string;
  /** The legend carries the required mark (the course form marks its required fields). */
  markRequired: boolean;
  labels: Record<AccessModel, string>;
  hints: Record<AccessModel, string>;
  /** No model chosen. */
  chooseMessage: string;
  /** Sold on its own without a price of at least R$ 1,00. */
  priceRequiredMessage: string;
  /** The plan picker's name. */
  plansLegend: string;
  /** The plan picker when there is no plan. */
  noPlansText: string;
  /** In plans without any plan ticked. */
  planRequiredMessage: string;
}

const PRICE_REQUIRED_MESSAGE = 'Informe o preço de venda (a partir de R$ 1,00)';

export const COURSE_ACCESS_WORDING: AccessModelWording = {
  legend: 'Acesso ao curso',
  markRequired: true,
  labels: {
    free: 'Gratuito',
    paid: 'Pago',
    plans: 'Incluído nos planos',
    paid_or_plans: 'Pago e incluído nos planos',
  },
  hints: {
    free: 'Qualquer pessoa se inscreve sem pagar.',
    paid: 'Vendido separadamente, pelo preço informado.',
    plans: 'Só quem assina um dos planos escolhidos.',
    paid_or_plans: 'Vendido separadamente e também incluído nos planos escolhidos.',
  },
  chooseMessage: 'Escolha como o curso é acessado',
  priceRequiredMessage: PRICE_REQUIRED_MESSAGE,
  plansLegend: 'Planos que incluem o curso',
  noPlansText: 'Nenhum plano cadastrado. Crie um plano em Planos de Preços para incluir o curso.',
  planRequiredMessage: 'Escolha pelo menos um plano que inclui o curso',
};

export const TRACK_ACCESS_WORDING: AccessModelWording = {
  legend: 'Acesso à trilha',
  markRequired: false,
  labels: {
    free: 'Gratuita',
    paid: 'Paga',
    plans: 'Incluída nos planos',
    paid_or_plans: 'Paga e incluída nos planos',
  },
  hints: {
    free: 'Não é vendida como pacote: cada curso abre pelo seu próprio acesso.',
    paid: 'Vendida como pacote, pelo preço informado: libera todos os cursos.',
    plans: 'Quem assina um dos planos escolhidos tem todos os cursos da trilha.',
    paid_or_plans: 'Vendida como pacote e também incluída nos planos escolhidos.',
  },
  chooseMessage: 'Escolha como a trilha é acessada',
  priceRequiredMessage: PRICE_REQUIRED_MESSAGE,
  plansLegend: 'Planos que incluem a trilha',
  noPlansText: 'Nenhum plano cadastrado. Crie um plano em Planos de Preços para incluir a trilha.',
  planRequiredMessage: 'Escolha pelo menos um plano que inclui a trilha',
};

/** The schema's fields: the model, and the plans that include the item (kept only in plans). */
export function accessModelShape(wording: AccessModelWording) {
  return {
    access_model: z.enum(ACCESS_MODELS, { error: wording.chooseMessage }),
    plan_ids: z.array(z.string()),
  };
}

interface AccessModelValues {
  access_model: AccessModel;
  price: number | null;
  plan_ids: readonly string[];
}

/**
 * The database's own rules, said first (courses_/tracks_price_required_when_sold, the plan links'
 * guard): for the schema's superRefine.
 */
export function checkAccessModel(
  wording: AccessModelWording,
  values: AccessModelValues,
  context: z.RefinementCtx,
): void {
  if (isSoldSeparately(values.access_model) && (values.price === null || values.price < 1))
    context.addIssue({ code: 'custom', path: ['price'], message: wording.priceRequiredMessage });
  if (isInPlans(values.access_model) && values.plan_ids.length === 0)
    context.addIssue({ code: 'custom', path: ['plan_ids'], message: wording.planRequiredMessage });
}

/** The plans saved: none unless the model includes plans (the database drops the links anyway). */
export function savedPlanIds<Values extends { access_model: AccessModel; plan_ids: string[] }>(
  values: Values,
): Values {
  return { ...values, plan_ids: isInPlans(values.access_model) ? values.plan_ids : [] };
}
