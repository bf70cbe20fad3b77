// Field rules shared by the account forms, with the spec's exact pt-BR messages (§5).
import { z } from 'zod';

export const passwordRules = [
  { message: 'A senha deve ter no mínimo 8 caracteres', test: (value: string) => value.length >= 8 },
  {
    message: 'A senha deve conter pelo menos uma letra minúscula',
    test: (value: string) => /[a-z]/.test(value),
  },
  {
    message: 'A senha deve conter pelo menos uma letra maiúscula',
    test: (value: string) => /[A-Z]/.test(value),
  },
  {
    message: 'A senha deve conter pelo menos um caractere especial',
    test: (value: string) => /[^A-Za-z0-9]/.test(value),
  },
] as const;

/** Shown under new-password fields so nobody has to guess the rules. */
export const passwordHint =
  'Mínimo de 8 caracteres, com letra minúscula, letra maiúscula e caractere especial.';

/** Valid e-mail; surrounding spaces (pasted addresses) are ignored. */
export const emailField = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Email inválido' }));

/** The spec's password rules; only the first failing rule is reported. */
export const passwordField = z.string().superRefine((value, context) => {
  const failed = passwordRules.find((rule) => !rule.test(value));
  if (failed) context.addIssue({ code: 'custom', message: failed.message });
});

/** Message when a confirmation differs from the password it confirms. */
export const passwordMismatchMessage = 'As senhas não coincidem';
