// The rules of the commissions dialog ('Convidar afiliado', 'Aprovar', 'Editar comissões'), the
// database's CHECKs said first in pt-BR (docs/affiliates-admin.md): a general percent and each
// product's percent from 1 to 90 (affiliates_commission_percent_check,
// affiliate_products_commission_percent_check; numeric(5,2), so at most two decimals), and at least
// one of them for an active affiliate (affiliate_commission_required). What only the database knows
// (no account with that e-mail, already an affiliate) comes back as its refusal.
import { z } from 'zod';
import { PRODUCT_KINDS } from '@/rules/orders';
import { parseDecimal } from '@/utils/decimal';

export const MIN_PERCENT = 1;
export const MAX_PERCENT = 90;

export const COMMISSION_MESSAGES = {
  emailRequired: 'Informe o e-mail da conta.',
  emailInvalid: 'Informe um e-mail válido.',
  percent: 'Informe um percentual de 1 a 90, com até duas casas decimais.',
  productPercentRequired: 'Informe a comissão deste produto.',
  commissionRequired: 'Defina a comissão geral ou a de pelo menos um produto.',
} as const;

/**
 * A percent typed the pt-BR way ('15', '12,5', a pasted '12.5'), as the database keeps it: from 1 to
 * 90 with at most two decimals; null when it is not one.
 */
export function parsePercent(typed: string): number | null {
  const percent = parseDecimal(typed);
  if (percent === null || percent < MIN_PERCENT || percent > MAX_PERCENT) return null;
  const hundredths = Math.round(percent * 100);
  return Math.abs(hundredths - percent * 100) < 1e-6 ? hundredths / 100 : null;
}

/** The general commission: blank → null (only the products listed earn). */
const generalPercent = z
  .string()
  .trim()
  .transform((typed, context) => {
    if (typed === '') return null;
    const percent = parsePercent(typed);
    if (percent === null) {
      context.addIssue({ code: 'custom', message: COMMISSION_MESSAGES.percent });
      return z.NEVER;
    }
    return percent;
  });

const productPercent = z
  .string()
  .trim()
  .transform((typed, context) => {
    const percent = parsePercent(typed);
    if (percent === null) {
      context.addIssue({
        code: 'custom',
        message: typed === '' ? COMMISSION_MESSAGES.productPercentRequired : COMMISSION_MESSAGES.percent,
      });
      return z.NEVER;
    }
    return percent;
  });

const productCommission = z.object({
  kind: z.enum(PRODUCT_KINDS),
  id: z.string().min(1),
  /** Shown in the dialog only; the database keeps the product's own title. */
  title: z.string(),
  commission_percent: productPercent,
});

const inviteEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, COMMISSION_MESSAGES.emailRequired)
  // One message at a time: a blank e-mail is not also said to be invalid.
  .pipe(z.email(COMMISSION_MESSAGES.emailInvalid));

/** The e-mail is asked only when inviting; otherwise whatever the field holds is dropped. */
const noEmail = z.string().transform((): string | null => null);

function commissionsSchema(email: typeof inviteEmail | typeof noEmail) {
  return z
    .object({ email, commission_percent: generalPercent, products: z.array(productCommission) })
    .refine((form) => form.commission_percent !== null || form.products.length > 0, {
      path: ['commission_percent'],
      message: COMMISSION_MESSAGES.commissionRequired,
      // Said with the other fields' messages; it reads only a blank general percent (null) and the
      // list, which the form always gives.
      when: ({ value }) => {
        const form = value as { commission_percent?: unknown; products?: unknown };
        return Array.isArray(form.products);
      },
    })
    .transform((form) => ({
      email: form.email,
      commission_percent: form.commission_percent,
      products: form.products.map(({ kind, id, commission_percent }) => ({ kind, id, commission_percent })),
    }));
}

export const inviteFormSchema = commissionsSchema(inviteEmail);
export const commissionsFormSchema = commissionsSchema(noEmail);

export type CommissionFormValues = z.input<typeof inviteFormSchema>;
export type CommissionValues = z.output<typeof inviteFormSchema>;
export type ProductCommissionField = CommissionFormValues['products'][number];
