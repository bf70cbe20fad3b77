// Card payments in installments (parcelamento): how many a price allows and what each costs.
// Each installment is the amount divided by their number, rounded to the cent, as the buy buttons
// and the checkout write it ('ou 12x de R$ 24,75'); the provider charges the order's amount, which
// the database set. Why the smallest installment limits their number: docs/payments-ui.md.
import { formatCurrency, toNumber } from '@/utils/format';

/** The most installments a card payment may be split into. */
export const MAX_INSTALLMENTS = 12;

/**
 * The smallest installment, in reais: the database's start_order refuses a split below it
 * (docs/payments.md, "Instalments"), so the screens never offer one.
 */
export const MINIMUM_INSTALLMENT = 5;

function cents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The most installments `amount` allows: up to MAX_INSTALLMENTS, none smaller than
 * `minimumInstallment`; 1 for an amount below two of them.
 */
export function maxInstallments(
  amount: number | string | null | undefined,
  minimumInstallment = MINIMUM_INSTALLMENT,
): number {
  const total = toNumber(amount);
  if (total === null || total <= 0) return 1;
  const byMinimum =
    minimumInstallment > 0 ? Math.floor(cents(total) / cents(minimumInstallment)) : MAX_INSTALLMENTS;
  return Math.max(1, Math.min(MAX_INSTALLMENTS, byMinimum));
}

/** One installment of `amount` paid in `count`, rounded to the cent. */
export function installmentValue(amount: number, count: number): number {
  return Math.round(cents(amount) / count) / 100;
}

/** '12x de R$ 24,75'. */
export function installmentLabel(amount: number, count: number): string {
  return `${count}x de ${formatCurrency(installmentValue(amount, count))}`;
}

/**
 * 'ou 12x de R$ 24,75' beside a price: the most installments it allows; null when it allows
 * only one (or there is no price).
 */
export function installmentOfferText(
  amount: number | string | null | undefined,
  minimumInstallment = MINIMUM_INSTALLMENT,
): string | null {
  const total = toNumber(amount);
  if (total === null || total <= 0) return null;
  const count = maxInstallments(total, minimumInstallment);
  return count > 1 ? `ou ${installmentLabel(total, count)}` : null;
}

/** The checkout's choices for a card: 1x up to the most the amount allows. */
export function installmentChoices(amount: number, minimumInstallment = MINIMUM_INSTALLMENT) {
  return Array.from({ length: maxInstallments(amount, minimumInstallment) }, (_, index) => {
    const count = index + 1;
    return { count, label: installmentLabel(amount, count) };
  });
}
