import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { z } from 'zod';
import { loadSupabase } from '@/lib/load-supabase';
import { emailField } from '../schemas/fields';
import { signInMutationKey } from './mutation-keys';

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Informe sua senha'),
});

export type SignInFormValues = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/**
 * Signs in with e-mail and password. A deactivated account signs in too: the database keeps
 * everything closed to it except 'Meus dados' (export, deletion), and the form says so.
 */
export async function signIn({ email, password }: SignInValues): Promise<Session> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session;
}

export function useSignIn(
  options: Omit<UseMutationOptions<Session, Error, SignInValues>, 'mutationFn'> = {},
) {
  return useMutation({ mutationKey: signInMutationKey, mutationFn: signIn, ...options });
}
