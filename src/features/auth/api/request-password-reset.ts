import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { loadSupabase } from '@/lib/load-supabase';
import { emailField } from '../schemas/fields';

export const forgotPasswordSchema = z.object({ email: emailField });

export type ForgotPasswordFormValues = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** Sends the recovery e-mail; its link opens /reset-password with a recovery session. */
export async function requestPasswordReset({ email }: ForgotPasswordValues): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
  if (error) throw error;
}

export function useRequestPasswordReset(
  options: Omit<UseMutationOptions<void, Error, ForgotPasswordValues>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: requestPasswordReset, ...options });
}
