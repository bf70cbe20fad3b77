// How a course is had (courses.access_model, docs/payments.md): free enrolment, bought on its own at
// its price, through a plan, or either of the two. The database enforces it; the screens use it to
// offer the right button.

export const ACCESS_MODELS = ['free', 'paid', 'plans', 'paid_or_plans'] as const;
export type AccessModel = (typeof ACCESS_MODELS)[number];

/** An unknown value reads as free: the database refuses what it does not allow anyway. */
export function accessModelOf(value: string | null | undefined): AccessModel {
  return ACCESS_MODELS.includes(value as AccessModel) ? (value as AccessModel) : 'free';
}

/** The course can be bought on its own, at its price. */
export function isSoldSeparately(model: AccessModel): boolean {
  return model === 'paid' || model === 'paid_or_plans';
}

/** The course opens with a plan's subscription. */
export function isInPlans(model: AccessModel): boolean {
  return model === 'plans' || model === 'paid_or_plans';
}
