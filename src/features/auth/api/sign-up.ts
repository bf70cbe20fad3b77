import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { LEGAL } from '@/config/legal';
import { paths } from '@/config/paths';
import { errorMessages } from '@/lib/errors/catalogue';
import { ReasonCodeError } from '@/lib/errors/user-message';
import { runRpc } from '@/lib/api/backend';
import { loadSupabase } from '@/lib/load-supabase';
import { passwordField } from '@/rules/password-rules';
import {
  addressNumberField,
  cityField,
  familyIncomeField,
  fullNameField,
  phoneField,
  stateField,
  streetField,
  zipcodeField,
} from '@/rules/personal-data-fields';
import { emailField, passwordMismatchMessage } from '../schemas/fields';
import { signUpMutationKey } from './mutation-keys';

/** Why the account is not created without the consent checkbox. */
export const TERMS_REQUIRED_MESSAGE = errorMessages.terms_version_missing;

/** Sign-up fields with their rules and messages (docs/rules/forms-and-messages.md), and the consent (LGPD). */
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
 * What the toast says once the account exists, from what the sign-up answered
 * (docs/rules/forms-and-messages.md): with e-mail confirmation on, no session comes back and Auth
 * sent the confirmation link; with it off, the person is signed in and no e-mail was sent.
 */
export const signUpSuccessMessages = {
  confirmEmail: 'Conta criada com sucesso! Verifique seu email.',
  signedIn: 'Conta criada com sucesso! Você já está conectado.',
} as const;

export function signUpSuccessMessage(result: SignUpResult): string {
  return result.session ? signUpSuccessMessages.signedIn : signUpSuccessMessages.confirmEmail;
}

/** A random one-time ticket (hex) and its SHA-256 (hex), for submit_sign_up_details. */
async function drawSignUpTicket(): Promise<{ ticket: string; hash: string }> {
  const toHex = (bytes: Uint8Array) =>
    Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const ticket = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ticket));
  return { ticket, hash: toHex(new Uint8Array(digest)) };
}

/**
 * Creates the account (a trigger creates the profile with name and phone, the role aluno and,
 * for the version of the Terms shown here, the consent with the server's time), then stores the
 * address and the family income, only when given. Those go through a one-time ticket
 * whose hash rides in the sign-up, not through a session: with e-mail confirmation on there is
 * none yet, and the income never goes into the token (docs/rules/accounts-and-consent.md).
 */
export async function signUp(values: SignUpValues): Promise<SignUpResult> {
  // The schema already refuses it; this keeps any other caller from skipping the consent.
  if (!values.acceptTerms) throw new ReasonCodeError('terms_version_missing');
  const supabase = await loadSupabase();
  const { ticket, hash } = await drawSignUpTicket();
  const { data, error } = await supabase.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      emailRedirectTo: `${window.location.origin}${paths.dashboard}`,
      data: {
        full_name: values.fullName,
        phone: values.phone,
        terms_version: LEGAL.termsVersion,
        sign_up_ticket_hash: hash,
      },
    },
  });
  // The database refuses a sign-up without the terms in force with a 422 whose message is its
  // reason code (docs/rules/accounts-and-consent.md); any other database failure is a 500, in
  // practice the Terms changed while this page was open.
  if (error?.status === 500) throw new ReasonCodeError('sign_up_refused');
  if (error) throw error;
  const { user, session } = data;
  // With e-mail confirmation on, an address already in use comes back as a user without identities.
  if (user && user.identities?.length === 0) throw new ReasonCodeError('user_already_exists');
  if (!user) return { session: null };

  await runRpc('submit_sign_up_details', {
    p_user_id: user.id,
    p_ticket: ticket,
    p_address_street: values.addressStreet,
    p_address_number: values.addressNumber ?? '',
    p_address_city: values.addressCity,
    p_address_state: values.addressState,
    p_address_zipcode: values.addressZipcode,
    ...(values.familyIncome !== null ? { p_family_income: values.familyIncome } : {}),
  });
  return { session };
}

export function useSignUp(
  options: Omit<UseMutationOptions<SignUpResult, Error, SignUpValues>, 'mutationFn'> = {},
) {
  return useMutation({ mutationKey: signUpMutationKey, mutationFn: signUp, ...options });
}
