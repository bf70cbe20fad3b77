// Admin users (spec §2 Admin users, §7): every profile, newest first, with its role embedded.
// Administrators read all profiles under RLS (see the RPC contract in the migrations).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';
import { rolesOf, type AppRole, type RoleEmbed } from '@/lib/roles';

export type { AppRole };

export type AdminUser = Pick<
  Tables<'profiles'>,
  'id' | 'full_name' | 'email' | 'phone' | 'address_city' | 'address_state' | 'is_active' | 'created_at'
> & { roles: AppRole[] };

export const ROLE_LABELS: Record<AppRole, string> = {
  aluno: 'Aluno',
  professor: 'Professor',
  administrador: 'Administrador',
};

export async function getAdminUsers(): Promise<AdminUser[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select(
      'id, full_name, email, phone, address_city, address_state, is_active, created_at, user_roles(role)',
    )
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map(({ user_roles, ...profile }) => ({ ...profile, roles: rolesOf(user_roles as RoleEmbed) }));
}

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.users(), queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}

/** A role or active flag changed: the user list, the counters and the lists built from roles. */
export function invalidateUsers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.users() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.report() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.teachers() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.certificateStudents() }),
  ]);
}

/** A readable reason for the RPC refusals an administrator can run into. */
export function rpcErrorDetail(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : (error as { message?: string } | null)?.message;
  if (message?.includes('cannot_change_own_role')) return 'Você não pode alterar o seu próprio papel.';
  if (message?.includes('cannot_deactivate_self')) return 'Você não pode desativar a sua própria conta.';
  if (message?.includes('user_not_found')) return 'Usuário não encontrado.';
  return undefined;
}
