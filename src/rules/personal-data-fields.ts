// The rules of a person's own data, with their pt-BR messages: the sign-up form and the
// 'Meus dados' form that corrects contact and address validate with the same fields.
import { z } from 'zod';
import { digitsOnly } from '@/utils/masks';

/** Valid e-mail ('Email inválido'); surrounding spaces (pasted addresses) are ignored. */
export const emailField = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Email inválido' }));

export const fullNameField = z
  .string()
  .trim()
  .min(2, 'Nome deve ter no mínimo 2 caracteres')
  .max(200, 'Nome deve ter no máximo 200 caracteres');

/** Kept masked, "(11) 98765-4321": 10 or 11 digits (area code + number). */
export const phoneField = z
  .string()
  .trim()
  .refine((value) => {
    const digits = digitsOnly(value).length;
    return digits >= 10 && digits <= 11;
  }, 'Telefone inválido');

export const streetField = z.string().trim().min(3, 'Endereço inválido').max(200, 'Endereço inválido');

/** Optional: blank becomes null. */
export const addressNumberField = z
  .string()
  .trim()
  .max(20, 'Número inválido')
  .transform((value) => value || null);

export const cityField = z.string().trim().min(2, 'Cidade inválida').max(120, 'Cidade inválida');

/** Exactly two letters (UF), stored upper-case. */
export const stateField = z
  .string()
  .trim()
  .min(2, 'Estado inválido')
  .max(2, 'Estado inválido')
  .regex(/^[A-Za-z]{2}$/, 'Estado inválido')
  .transform((value) => value.toUpperCase());

/** Kept masked, "01310-100": eight digits. */
export const zipcodeField = z
  .string()
  .trim()
  .min(8, 'CEP inválido')
  .regex(/^\d{5}-?\d{3}$/, 'CEP inválido');

/** Monthly family income in reais, up to two decimals (the input's step is 0.01); blank becomes null. */
export const familyIncomeField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{1,10}([.,]\d{1,2})?$/.test(value), 'Renda familiar inválida')
  .transform((value) => (value === '' ? null : Number(value.replace(',', '.'))));

/**
 * Why the site asks for the family income, next to the field wherever it is typed or shown; the
 * Privacy Policy says the same.
 */
export const FAMILY_INCOME_PURPOSE =
  'Opcional. Usada só para avaliar bolsas e descontos e, sem identificar você, em estatísticas sobre o perfil dos alunos. Visível apenas para você e para a administração da plataforma.';
