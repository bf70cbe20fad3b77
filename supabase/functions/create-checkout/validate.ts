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

const purchase = z
  .object({
    productKind: z.enum(KINDS, { error: 'invalid_product_kind' }),
    productId: uuidField('invalid_product_id').transform((id) => id.toLowerCase()),
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
