import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { loadSupabase } from '@/lib/load-supabase';
import { passwordField } from '@/lib/password-rules';
import { emailField, passwordMismatchMessage } from '../schemas/fields';
import { digitsOnly } from '../utils/masks';
import { signUpMutationKey } from './mutation-keys';

/** Sign-up fields of spec §3 with the rules and messages of §5. */
export const signUpSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(2, 'Nome deve ter no mínimo 2 caracteres')
      .max(200, 'Nome deve ter no máximo 200 caracteres'),
    // Kept masked, "(11) 98765-4321": at least 10 digits (area code + number).
    phone: z
      .string()
      .trim()
      .refine((value) => {
        const digits = digitsOnly(value).length;
        return digits >= 10 && digits <= 11;
      }, 'Telefone inválido'),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(1, 'Confirme a senha'),
    addressStreet: z.string().trim().min(3, 'Endereço inválido').max(200, 'Endereço inválido'),
    addressNumber: z
      .string()
      .trim()
      .max(20, 'Número inválido')
      .transform((value) => value || null),
    addressCity: z.string().trim().min(2, 'Cidade inválida').max(120, 'Cidade inválida'),
    // Exactly two letters (UF), stored upper-case.
    addressState: z
      .string()
      .trim()
      .min(2, 'Estado inválido')
      .max(2, 'Estado inválido')
      .regex(/^[A-Za-z]{2}$/, 'Estado inválido')
      .transform((value) => value.toUpperCase()),
    // Kept masked, "01310-100": eight digits.
    addressZipcode: z
      .string()
      .trim()
      .min(8, 'CEP inválido')
      .regex(/^\d{5}-?\d{3}$/, 'CEP inválido'),
    // Optional, in reais with up to two decimals (the input's step is 0.01).
    familyIncome: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{1,10}([.,]\d{1,2})?$/.test(value), 'Renda familiar inválida')
      .transform((value) => (value === '' ? null : Number(value.replace(',', '.')))),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: passwordMismatchMessage,
  });

export type SignUpFormValues = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

export interface SignUpResult {
  /** null when the project asks for e-mail confirmation first (no session yet). */
  session: Session | null;
}

/**
 * Creates the account (a trigger creates the profile with name and phone and the role aluno),
 * then, signed in as the new user, stores the address in the profile and the family income,
 * only when given, in sensitive_user_data (spec §7).
 */
export async function signUp(values: SignUpValues): Promise<SignUpResult> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      emailRedirectTo: `${window.location.origin}${paths.dashboard}`,
      data: { full_name: values.fullName, phone: values.phone },
    },
  });
  if (error) throw error;
  const { user, session } = data;
  // With e-mail confirmation on, an address already in use comes back as a user without identities.
  if (user && user.identities?.length === 0) throw new Error('User already registered');
  if (!user || !session) return { session: null };

  const { error: profileError } = await supabase
    .from('profiles')
    .update({
      address_street: values.addressStreet,
      address_number: values.addressNumber,
      address_city: values.addressCity,
      address_state: values.addressState,
      address_zipcode: values.addressZipcode,
    })
    .eq('id', user.id)
    .select('id')
    .single();
  if (profileError) throw profileError;

  if (values.familyIncome !== null) {
    const { error: incomeError } = await supabase
      .from('sensitive_user_data')
      .insert({ user_id: user.id, family_income: values.familyIncome });
    if (incomeError) throw incomeError;
  }
  return { session };
}

export function useSignUp(
  options: Omit<UseMutationOptions<SignUpResult, Error, SignUpValues>, 'mutationFn'> = {},
) {
  return useMutation({ mutationKey: signUpMutationKey, mutationFn: signUp, ...options });
}
