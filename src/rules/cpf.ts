// The buyer's CPF (Cadastro de Pessoas Físicas): 11 digits, the last two check digits of the first
// nine (modulo 11, weights 10..2 then 11..2). The form checks them so a typo is caught before the
// order exists; the database keeps only what the fiscal record needs (docs/payments-ui.md).
import { z } from 'zod';

/** What the checkout form says under the field. */
export const cpfMessages = {
  required: 'Informe o CPF',
  invalid: 'CPF inválido',
} as const;

const CPF_LENGTH = 11;

/** The 11 digits of a typed CPF ('123.456.789-09' → '12345678909'); other characters are ignored. */
export function cpfDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

function checkDigit(digits: string): number {
  // Weights run from length + 1 down to 2 over the digits before the check digit.
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1)
    sum += Number(digits[index]) * (digits.length + 1 - index);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * True for a CPF whose two check digits are right. Eleven equal digits ('111.111.111-11') pass the
 * arithmetic but are no one's CPF (the Receita Federal never issues them), so they are refused.
 */
export function isValidCpf(typed: string): boolean {
  const digits = cpfDigits(typed);
  if (digits.length !== CPF_LENGTH || /^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return digits[9] === String(first) && digits[10] === String(second);
}

/** The mask while typing: '123.456.789-09' (at most 11 digits kept). */
export function formatCpf(typed: string): string {
  const digits = cpfDigits(typed).slice(0, CPF_LENGTH);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const body = parts.join('.');
  return digits.length > 9 ? `${body}-${digits.slice(9)}` : body;
}

/** The checkout's CPF field: required, then the check digits; the form keeps it masked. */
export const cpfField = z
  .string()
  .trim()
  .min(1, cpfMessages.required)
  .refine(isValidCpf, cpfMessages.invalid);
