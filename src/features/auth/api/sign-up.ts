import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { LEGAL } from '@/config/legal';
import { paths } from '@/config/paths';
import { loadSupabase } from '@/lib/load-supabase';
import { passwordField } from '@/lib/password-rules';
import {
  addressNumberField,
  cityField,
  familyIncomeField,
  fullNameField,
  phoneField,
  stateField,
  streetField,
  zipcodeField,
} from '@/lib/personal-data-fields';
import { emailField, passwordMismatchMessage } from '../schemas/fields';
import { signUpMutationKey } from './mutation-keys';

/** Why the account is not created without the consent checkbox. */
export const TERMS_REQUIRED_MESSAGE =
  'Para criar a conta, leia e aceite os Termos de Uso e a Política de Privacidade.';

/**
 * Auth refused to create the account because the database did (its sign-up trigger). In practice:
 * the Terms changed while this page was open, so the version accepted here is not the current one.
 */
export const SIGN_UP_REFUSED_MESSAGE =
  'Não foi possível criar a conta. Recarregue a página, confira os Termos de Uso e a Política de Privacidade e tente novamente.';

/** Sign-up fields of spec §3 with the rules and messages of §5, and the consent (LGPD). */
export const signUpSchema = z
  .object({
    fullName: fullNameField,
    phone: phoneField,
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(1, 'Confirme a senha'),
    addressStreet: streetField,
    addressNumber: addressNumberField,
    addressCity: cityField,
    addressState: stateField,
    addressZipcode: zipcodeField,
    familyIncome: familyIncomeField,
    acceptTerms: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED_MESSAGE),
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
 * Creates the account (a trigger creates the profile with name and phone, the role aluno and,
 * for the version of the Terms shown here, the consent with the server's time), then, signed in
 * as the new user, stores the address in the profile and the family income, only when given, in
 * sensitive_user_data (spec §7).
 */
export async function signUp(values: SignUpValues): Promise<SignUpResult> {
  // The schema already refuses it; this keeps any other caller from skipping the consent.
  if (!values.acceptTerms) throw new Error(TERMS_REQUIRED_MESSAGE);
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      emailRedirectTo: `${window.location.origin}${paths.dashboard}`,
      data: { full_name: values.fullName, phone: values.phone, terms_version: LEGAL.termsVersion },
    },
  });
  // The database refuses a sign-up without the terms in force with a 422 (docs/rules/
  // accounts-and-consent.md); any other database failure is a 500.
  if (error?.status === 422 && error.message === 'terms_version_missing')
    throw new Error(TERMS_REQUIRED_MESSAGE);
  if (error?.status === 422 && error.message === 'terms_version_outdated')
    throw new Error(SIGN_UP_REFUSED_MESSAGE);
  if (error?.status === 500) throw new Error(SIGN_UP_REFUSED_MESSAGE);
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
