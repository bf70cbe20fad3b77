// The create-checkout request body (the shared check: _shared/body.ts). Only these fields are
// read: an amount or price sent by the browser is never looked at. The checks run in this order:
// what is bought and how (the instalments depend on the method), then the buyer's CPF and the way
// back.
import { z } from 'zod';
import { parseBody, uuidField } from '../_shared/body.ts';

export type ProductKind = 'course' | 'book' | 'plan' | 'track';
export type PaymentMethodChoice = 'pix' | 'boleto' | 'card';

const KINDS = ['course', 'book', 'plan', 'track'] as const satisfies readonly ProductKind[];
const METHODS = ['pix', 'boleto', 'card'] as const satisfies readonly PaymentMethodChoice[];

/** An 11-digit CPF whose two check digits are right (and not one digit repeated). */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** A path on the site itself: no scheme, no host, no protocol-relative '//' or backslash tricks. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

// How a company's order is paid: the same rules as a person's (below).
const purchaseMethod = z
  .object({
    method: z.enum(METHODS, { error: 'invalid_payment_method' }),
    // Absent (or null): one.
    installments: z.preprocess(
      (installments) => installments ?? 1,
      z
        .int({ error: 'invalid_installments' })
        .min(1, { error: 'invalid_installments' })
        .max(12, { error: 'invalid_installments' }),
    ),
  })
  // Pix and boleto are paid at once.
  .refine(({ method, installments }) => installments === 1 || method === 'card', {
    error: 'invalid_installments',
  });

const purchase = z
  .object({
    productKind: z.enum(KINDS, { error: 'invalid_product_kind' }),
    productId: uuidField('invalid_product_id').transform((id) => id.toLowerCase()),
    // Absent, null or blank: no coupon. A code that cannot exist gets the database's own answer
    // for a code it does not know (docs/coupons.md).
    couponCode: z.preprocess(
      (code) => (typeof code === 'string' ? code.trim() || null : (code ?? null)),
      z
        .string({ error: 'coupon_not_found' })
        .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/, { error: 'coupon_not_found' })
        .transform((code) => code.toUpperCase())
        .nullable(),
    ),
    // The affiliate link's code the checkout remembered (docs/affiliates.md). Anything that cannot
    // be a code is dropped, never refused: a stale or mangled link must not block a purchase.
    affiliateCode: z.preprocess(
      (code) =>
        typeof code === 'string' && /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/.test(code.trim())
          ? code.trim().toLowerCase()
          : null,
      z.string().nullable(),
    ),
  })
  .and(purchaseMethod);

const buyer = z.object({
  cpf: z.preprocess(
    (cpf) => (typeof cpf === 'string' ? cpf.replace(/[.\-\s]/g, '') : ''),
    z.string().refine(isValidCpf, { error: 'invalid_cpf' }),
  ),
  // Absent (or null): the home page.
  returnPath: z.preprocess(
    (returnPath) => returnPath ?? '/',
    z
      .string({ error: 'invalid_return_path' })
      .regex(SITE_PATH, { error: 'invalid_return_path' })
      .max(300, { error: 'invalid_return_path' }),
  ),
});

// An intersection checks both sides in turn: every issue of `purchase` comes before the buyer's.
export const createCheckoutBody = purchase.and(buyer);

export type CreateCheckoutInput = z.output<typeof createCheckoutBody>;

export function parseCreateCheckoutBody(body: unknown) {
  return parseBody(body, createCheckoutBody, 'invalid_checkout_request');
}

// A company's order of seats (docs/companies.md → Vendendo assentos): what is bought, for which
// organisation, how many seats and how it is paid. No CPF: the order is billed to the
// organisation's CNPJ, which start_seat_order reads; no amount: private.seat_price reads it.
const SEAT_KINDS = ['plan', 'track', 'course'] as const satisfies readonly ProductKind[];

export const createSeatCheckoutBody = z
  .object({
    kind: z.literal('seats', { error: 'invalid_checkout_request' }),
    organisationId: uuidField('invalid_organisation_id').transform((id) => id.toLowerCase()),
    productKind: z.enum(SEAT_KINDS, { error: 'invalid_product_kind' }),
    productId: uuidField('invalid_product_id').transform((id) => id.toLowerCase()),
    seats: z
      .int({ error: 'invalid_seat_count' })
      .min(1, { error: 'invalid_seat_count' })
      .max(10000, { error: 'invalid_seat_count' }),
    // Absent (or null): a new block.
    seatBlockId: z.preprocess(
      (id) => id ?? null,
      uuidField('invalid_seat_block_id')
        .transform((id) => id.toLowerCase())
        .nullable(),
    ),
  })
  .and(purchaseMethod)
  .and(buyer.pick({ returnPath: true }));

export type CreateSeatCheckoutInput = z.output<typeof createSeatCheckoutBody>;

// A subscriber's upgrade (docs/plan-changes.md): which subscription moves to which plan, paid by
// the CPF's owner like any personal order; the amount is the database's (start_plan_upgrade_order).
export const createPlanChangeCheckoutBody = z
  .object({
    kind: z.literal('plan_change', { error: 'invalid_checkout_request' }),
    subscriptionId: uuidField('invalid_subscription_id').transform((id) => id.toLowerCase()),
    planId: uuidField('invalid_product_id').transform((id) => id.toLowerCase()),
  })
  .and(purchaseMethod)
  .and(buyer);

export type CreatePlanChangeCheckoutInput = z.output<typeof createPlanChangeCheckoutBody>;

/** A person's body, a company's when `kind` is 'seats', an upgrade's when it is 'plan_change'. */
export function parseAnyCheckoutBody(
  body: unknown,
):
  | { data: CreateCheckoutInput & { kind?: undefined } }
  | { data: CreateSeatCheckoutInput }
  | { data: CreatePlanChangeCheckoutInput }
  | { code: string } {
  const kind =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { kind?: unknown }).kind
      : undefined;
  if (kind === 'seats') return parseBody(body, createSeatCheckoutBody, 'invalid_checkout_request');
  if (kind === 'plan_change')
    return parseBody(body, createPlanChangeCheckoutBody, 'invalid_checkout_request');
  return parseCreateCheckoutBody(body);
}
