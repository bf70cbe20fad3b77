// A plan's billing period in pt-BR (pricing_plans.billing_interval, subscriptions.billing_interval).

/** '/mês' or '/ano' after a plan's amount; null for an unknown interval. */
export function billingPeriodSuffix(interval: string | null | undefined): string | null {
  if (interval === 'month') return '/mês';
  if (interval === 'year') return '/ano';
  return null;
}

/** 'mensal' or 'anual'. */
export function billingIntervalLabel(interval: string | null | undefined): string | null {
  if (interval === 'month') return 'mensal';
  if (interval === 'year') return 'anual';
  return null;
}
