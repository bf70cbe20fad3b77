// A company's CNPJ (Cadastro Nacional da Pessoa Jurídica): 14 digits, the last two check digits
// of the first twelve (modulo 11, weights 5..2,9..2 then 6..2,9..2). The company checkout checks
// them before the organisation exists; the database checks them again (private.cnpj_is_valid,
// docs/companies.md).
import { z } from 'zod';

export const cnpjMessages = {
  required: 'Informe o CNPJ',
  invalid: 'CNPJ inválido',
} as const;

const CNPJ_LENGTH = 14;

/** The 14 digits of a typed CNPJ ('12.345.678/0001-95' → '12345678000195'). */
export function cnpjDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

function checkDigit(digits: string): number {
  // Weights run 2..9 from the right, then start again at 2.
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const weight = ((digits.length - 1 - index) % 8) + 2;
    sum += Number(digits[index]) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Twelve digits with their two check digits appended: a whole CNPJ (the tests' fresh ones). */
export function withCnpjCheckDigits(twelve: string): string {
  const thirteen = twelve + String(checkDigit(twelve));
  return thirteen + String(checkDigit(thirteen));
}

/** True for a CNPJ whose two check digits are right (fourteen equal digits are nobody's). */
export function isValidCnpj(typed: string): boolean {
  const digits = cnpjDigits(typed);
  if (digits.length !== CNPJ_LENGTH || /^(\d)\1{13}$/.test(digits)) return false;
  return (
    digits[12] === String(checkDigit(digits.slice(0, 12))) &&
    digits[13] === String(checkDigit(digits.slice(0, 13)))
  );
}

/** The mask while typing: '12.345.678/0001-95' (at most 14 digits kept). */
export function formatCnpj(typed: string): string {
  const d = cnpjDigits(typed).slice(0, CNPJ_LENGTH);
  let out = d.slice(0, 2);
  if (d.length > 2) out += `.${d.slice(2, 5)}`;
  if (d.length > 5) out += `.${d.slice(5, 8)}`;
  if (d.length > 8) out += `/${d.slice(8, 12)}`;
  if (d.length > 12) out += `-${d.slice(12)}`;
  return out;
}

/** The CEP mask while typing: '01310-100'. */
export function formatCep(typed: string): string {
  const d = typed.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/** The company form's CNPJ field: required, then the check digits; the form keeps it masked. */
export const cnpjField = z
  .string()
  .trim()
  .min(1, cnpjMessages.required)
  .refine(isValidCnpj, cnpjMessages.invalid);

/** The 27 units of the federation, for the UF select. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
