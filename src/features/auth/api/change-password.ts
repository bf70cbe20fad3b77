import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/load-supabase';
import { isWeakPasswordError, passwordField, WEAK_PASSWORD_MESSAGE } from '@/rules/password-rules';
import { passwordMismatchMessage } from '../schemas/fields';
import { isInvalidCredentials } from '../utils/auth-errors';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Senha atual é obrigatória'),
    newPassword: passwordField,
    confirmPassword: z.string().min(1, 'Confirme a nova senha'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: passwordMismatchMessage,
  });

export type ChangePasswordFormValues = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

/** The current password did not sign in. */
export class WrongCurrentPasswordError extends Error {
  constructor() {
    super('Senha atual incorreta');
    this.name = 'WrongCurrentPasswordError';
  }
}

/** The Auth server refused the new password (its message is shown after 'Erro ao alterar senha: '). */
export class PasswordChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordChangeError';
  }
}

/** The toast for a failed password change. */
export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof WrongCurrentPasswordError) return error.message;
  if (error instanceof PasswordChangeError && error.message) return `Erro ao alterar senha: ${error.message}`;
  return 'Erro ao alterar senha';
}

interface ChangePasswordInput extends ChangePasswordValues {
  email: string;
}

/** Checks the current password by signing in again, then sets the new one. */
export async function changePassword({ email, currentPassword, newPassword }: ChangePasswordInput) {
  const supabase = await loadSupabase();
  const { error: signInError } = await supabase.auth.signInWithPassword({ email, password: currentPassword });
  if (signInError) {
    if (isInvalidCredentials(signInError)) throw new WrongCurrentPasswordError();
    throw new PasswordChangeError(signInError.message);
  }
  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error)
    throw new PasswordChangeError(isWeakPasswordError(error) ? WEAK_PASSWORD_MESSAGE : error.message);
}

export function useChangePassword(
  options: Omit<UseMutationOptions<void, Error, ChangePasswordInput>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: changePassword, ...options });
}
