// The rules of every form that sets a password (sign-up, reset, change, create teacher): the
// four of docs/rules/forms-and-messages.md with their exact pt-BR texts in that order, then the digit that Supabase
// Auth's password requirements also demand, so the form never accepts a password the
// server refuses. Only the first failing rule is shown.
import { z } from 'zod';

export interface PasswordRule {
  message: string;
  test: (value: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { message: 'A senha deve ter no mínimo 8 caracteres', test: (value) => value.length >= 8 },
  { message: 'A senha deve conter pelo menos uma letra minúscula', test: (value) => /[a-z]/.test(value) },
  { message: 'A senha deve conter pelo menos uma letra maiúscula', test: (value) => /[A-Z]/.test(value) },
  {
    message: 'A senha deve conter pelo menos um caractere especial',
    test: (value) => /[^A-Za-z0-9]/.test(value),
  },
  { message: 'A senha deve conter pelo menos um número', test: (value) => /[0-9]/.test(value) },
];

/** Shown under new-password fields so nobody has to guess the rules. */
export const passwordHint =
  'Mínimo de 8 caracteres, com letra minúscula, letra maiúscula, caractere especial e número.';

/** The message of the first rule the password breaks, or null when it follows them all. */
export function firstPasswordError(value: string): string | null {
  return passwordRules.find((rule) => !rule.test(value))?.message ?? null;
}

/** A new password: only the first failing rule is reported. */
export const passwordField = z.string().superRefine((value, context) => {
  const message = firstPasswordError(value);
  if (message) context.addIssue({ code: 'custom', message });
});
