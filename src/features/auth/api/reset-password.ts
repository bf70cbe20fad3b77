import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/load-supabase';
import { passwordField } from '@/rules/password-rules';
import { passwordMismatchMessage } from '../schemas/fields';

export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().min(1, 'Confirme a senha'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: passwordMismatchMessage,
  });

export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** Sets the new password of the user signed in by the recovery link. */
export async function resetPassword({ password }: ResetPasswordValues): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export function useResetPassword(
  options: Omit<UseMutationOptions<void, Error, ResetPasswordValues>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: resetPassword, ...options });
}
