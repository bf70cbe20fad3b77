// How create-teacher makes the teacher's Auth user, and removes it again when the database step
// after it fails. Two strategies, chosen explicitly by CREATE_TEACHER_USER_STRATEGY (index.ts):
//   'admin'  (production, hosted Supabase): the Auth admin API, auth.admin.createUser/deleteUser.
//   'signup' (the local stack): @supabase/lite has no Auth admin API, so the account is made by a
//            sign-up through a throwaway client (local Auth has e-mail confirmations off, so it is
//            confirmed) and removed by the service-role-only RPC discard_teacher_account.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { noSession, type Database, type ServiceClient } from '../_shared/supabase.ts';
import type { CreateTeacherInput } from './validate.ts';

export interface AuthFailure {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

export interface TeacherAccounts {
  create(input: CreateTeacherInput): Promise<{ userId: string | null; error: AuthFailure | null }>;
  /** Removes an account made by create(); the failure, or null once it is gone. */
  remove(userId: string): Promise<AuthFailure | null>;
}

/** The part of the Auth admin API the function uses (service client's `auth.admin`). */
export type AuthAdmin = Pick<SupabaseClient<Database>['auth']['admin'], 'createUser' | 'deleteUser'>;

const metadata = (input: CreateTeacherInput) => ({ full_name: input.fullName, phone: input.phone });

export function adminAccounts(admin: AuthAdmin): TeacherAccounts {
  return {
    async create(input) {
      const { data, error } = await admin.createUser({
        email: input.email,
        password: input.password,
        email_confirm: true,
        user_metadata: metadata(input),
      });
      return { userId: data.user?.id ?? null, error };
    },
    async remove(userId) {
      const { error } = await admin.deleteUser(userId);
      return error;
    },
  };
}

export function signupAccounts(options: {
  supabaseUrl: string;
  anonKey: string;
  service: ServiceClient;
}): TeacherAccounts {
  return {
    async create(input) {
      const throwaway = createClient<Database>(options.supabaseUrl, options.anonKey, noSession);
      const { data, error } = await throwaway.auth.signUp({
        email: input.email,
        password: input.password,
        options: { data: metadata(input) },
      });
      return { userId: data.user?.id ?? null, error };
    },
    async remove(userId) {
      const { data, error } = await options.service.rpc('discard_teacher_account', { p_user_id: userId });
      if (error) return error;
      return data ? null : { message: `account ${userId} holds data and was kept` };
    },
  };
}
