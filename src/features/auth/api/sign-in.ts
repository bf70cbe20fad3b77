import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { loadSupabase } from '@/lib/load-supabase';
import { emailField } from '../schemas/fields';
import { signInMutationKey } from './mutation-keys';
import { AccountDeactivatedError } from '../utils/auth-errors';

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Informe sua senha'),
});

export type SignInFormValues = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/** Signs in with e-mail and password; a deactivated account is signed out again and refused. */
export async function signIn({ email, password }: SignInValues): Promise<Session> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const { data: profile } = await supabase
    .from('profiles')
    .select('is_active')
    .eq('id', data.user.id)
    .maybeSingle();
  if (profile && !profile.is_active) {
    await supabase.auth.signOut({ scope: 'local' });
    throw new AccountDeactivatedError();
  }
  return data.session;
}

export function useSignIn(
  options: Omit<UseMutationOptions<Session, Error, SignInValues>, 'mutationFn'> = {},
) {
  return useMutation({ mutationKey: signInMutationKey, mutationFn: signIn, ...options });
}
