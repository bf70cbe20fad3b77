// Create or change a coupon (save_coupon, supabase/schemas/16_coupons.sql). The form's rules are
// the database's (docs/coupons.md, "The rules"), said first here in pt-BR; the database checks them
// again, and what only it knows (a code taken, terms fixed by orders) comes back as its refusal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { PRODUCT_KINDS } from '@/rules/orders';
import { parseDecimal } from '@/utils/decimal';
import type { DiscountKind } from '../utils/coupon-format';
import { schoolInputToIso } from '../utils/sao-paulo-time';
import { couponSchema, type Coupon } from './get-coupons';
import { couponsKeys } from './keys';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export const DISCOUNT_KIND_LABELS = { percent: 'Percentual', fixed: 'Valor fixo' } as const;
export const MAX_DESCRIPTION = 200;
export const MAX_USES = 1_000_000;
export const MAX_USES_PER_PERSON = 1_000;

export const COUPON_MESSAGES = {
  codeRequired: 'Informe o código do cupom.',
  codeLength: 'Use de 3 a 40 caracteres.',
  codeCharacters:
    'Use só letras sem acento, números, hífen (-) ou sublinhado (_), começando por letra ou número.',
  descriptionLength: 'Use até 200 caracteres.',
  valueRequired: 'Informe o valor do desconto.',
  percent: 'Informe um percentual inteiro de 1 a 99.',
  fixed: 'Informe um valor de R$ 1,00 a R$ 100.000,00, com até dois centavos.',
  productsRequired: 'Escolha pelo menos um produto.',
  startRequired: 'Informe o início.',
  dateInvalid: 'Informe uma data e hora válidas.',
  endAfterStart: 'O fim deve ser depois do início.',
  maxUses: 'Use um número inteiro de 1 a 1.000.000.',
  maxUsesPerPerson: 'Use um número inteiro de 1 a 1.000.',
} as const;

/** The code as it is stored: blanks around it dropped, in capitals (save_coupon does the same). */
export const normalizeCode = (typed: string) => typed.trim().toUpperCase();

/** What is wrong with a code (coupons_code_check), or null: one message at a time. */
function codeProblem(code: string): string | null {
  if (code === '') return COUPON_MESSAGES.codeRequired;
  if (code.length < 3 || code.length > 40) return COUPON_MESSAGES.codeLength;
  return /^[A-Z0-9][A-Z0-9_-]*$/.test(code) ? null : COUPON_MESSAGES.codeCharacters;
}

const codeField = z
  .string()
  .transform(normalizeCode)
  .superRefine((code, context) => {
    const problem = codeProblem(code);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A whole number typed as text within bounds; blank → null. */
const optionalWhole = (max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === '') return null;
      const number = /^\d+$/.test(text.replace(/\./g, '')) ? Number(text.replace(/\./g, '')) : NaN;
      if (!Number.isInteger(number) || number < 1 || number > max) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

/**
 * The discount typed, as the database takes it (coupons_discount_value_check): a percentage is a
 * whole 1–99, an amount R$ 1,00–100.000,00 in cents, typed the pt-BR way ('49,90'); null otherwise.
 */
export function discountValue(kind: DiscountKind, typed: string): number | null {
  const text = typed.trim();
  if (kind === 'percent') {
    const percent = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    return percent >= 1 && percent <= 99 ? percent : null;
  }
  const amount = parseDecimal(text);
  if (amount === null || amount < 1 || amount > 100_000) return null;
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents / 100 : null;
}

const productRef = z.object({ kind: z.enum(PRODUCT_KINDS), id: z.string().min(1) });

export const couponFormSchema = z
  .object({
    code: codeField,
    description: z.string().trim().max(MAX_DESCRIPTION, COUPON_MESSAGES.descriptionLength),
    discount_kind: z.enum(DISCOUNT_KINDS),
    discount_value: z.string().trim(),
    scope: z.enum(['all', 'chosen']),
    products: z.array(productRef),
    valid_from: z.string().trim(),
    valid_until: z.string().trim(),
    max_uses: optionalWhole(MAX_USES, COUPON_MESSAGES.maxUses),
    max_uses_per_person: optionalWhole(MAX_USES_PER_PERSON, COUPON_MESSAGES.maxUsesPerPerson),
    first_purchase_only: z.boolean(),
    is_active: z.boolean(),
  })
  // The rules between fields, said together with every field's own (a wrong code does not hide
  // a missing value): they read only fields the form always gives as text or a list.
  .superRefine(
    (form, context) => {
      if (discountValue(form.discount_kind, form.discount_value) === null)
        context.addIssue({
          code: 'custom',
          path: ['discount_value'],
          message:
            form.discount_value === ''
              ? COUPON_MESSAGES.valueRequired
              : form.discount_kind === 'percent'
                ? COUPON_MESSAGES.percent
                : COUPON_MESSAGES.fixed,
        });

      // coupon_products_required
      if (form.scope === 'chosen' && form.products.length === 0)
        context.addIssue({ code: 'custom', path: ['products'], message: COUPON_MESSAGES.productsRequired });

      // coupons_valid_period: the end, when there is one, after the start.
      const validFrom = schoolInputToIso(form.valid_from);
      if (form.valid_from === '')
        context.addIssue({ code: 'custom', path: ['valid_from'], message: COUPON_MESSAGES.startRequired });
      else if (validFrom === null)
        context.addIssue({ code: 'custom', path: ['valid_from'], message: COUPON_MESSAGES.dateInvalid });
      const validUntil = schoolInputToIso(form.valid_until);
      if (form.valid_until !== '' && validUntil === null)
        context.addIssue({ code: 'custom', path: ['valid_until'], message: COUPON_MESSAGES.dateInvalid });
      else if (validFrom && validUntil && validUntil <= validFrom)
        context.addIssue({ code: 'custom', path: ['valid_until'], message: COUPON_MESSAGES.endAfterStart });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  // Runs only once every rule above holds: the value and dates are then known to read.
  .transform((form) => ({
    code: form.code,
    description: form.description,
    discount_kind: form.discount_kind,
    discount_value: discountValue(form.discount_kind, form.discount_value) ?? 0,
    applies_to_all: form.scope === 'all',
    // Kept only for a coupon limited to them (save_coupon ignores them otherwise).
    products: form.scope === 'all' ? [] : form.products,
    valid_from: schoolInputToIso(form.valid_from) ?? '',
    valid_until: schoolInputToIso(form.valid_until),
    max_uses: form.max_uses,
    max_uses_per_person: form.max_uses_per_person,
    first_purchase_only: form.first_purchase_only,
    is_active: form.is_active,
  }));

export type CouponFormValues = z.input<typeof couponFormSchema>;
export type CouponValues = z.output<typeof couponFormSchema>;

export interface SaveCoupon {
  /** The coupon changed; null creates one. */
  id: string | null;
  values: CouponValues;
}

export function saveCoupon({ id, values }: SaveCoupon): Promise<Coupon> {
  return callRpc('save_coupon', { p_coupon: id ? { id, ...values } : values }, couponSchema);
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKeys.list() }),
  });
}
