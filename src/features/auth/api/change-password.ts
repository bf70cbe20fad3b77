import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { reasonCode, userMessage } from '@/lib/errors/user-message';
import { loadSupabase } from '@/lib/load-supabase';
import { passwordField } from '@/rules/password-rules';
import { passwordMismatchMessage } from '../schemas/fields';

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

/**
 * The toast for a failed password change: the wrong current password says so; a refusal the
 * error catalogue names follows 'Erro ao alterar senha: '; anything else is 'Erro ao alterar senha'.
 */
export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof WrongCurrentPasswordError) return error.message;
  const reason = userMessage(error, '');
  return reason ? `Erro ao alterar senha: ${reason}` : 'Erro ao alterar senha';
}

interface ChangePasswordInput extends ChangePasswordValues {
  email: string;
}

/** Checks the current password by signing in again, then sets the new one. */
export async function changePassword({ email, currentPassword, newPassword }: ChangePasswordInput) {
  const supabase = await loadSupabase();
  const { error: signInError } = await supabase.auth.signInWithPassword({ email, password: currentPassword });
  if (signInError) {
    if (reasonCode(signInError) === 'invalid_credentials') throw new WrongCurrentPasswordError();
    throw signInError;
  }
  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error) throw error;
}

export function useChangePassword(
  options: Omit<UseMutationOptions<void, Error, ChangePasswordInput>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: changePassword, ...options });
}
