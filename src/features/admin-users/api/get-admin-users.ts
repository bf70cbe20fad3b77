// Admin users: every account, newest first, one page at a time, searched
// by name or e-mail by the database (admin_list_users, one request per page with its total).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ListPage } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { pageArgs, pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import type { AppRole } from '@/rules/roles';

export type { AppRole };

const ROLES = ['aluno', 'professor', 'administrador'] as const satisfies readonly AppRole[];

const adminUserSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  role: z.enum(ROLES).nullable(),
});

export type AdminUser = z.output<typeof adminUserSchema>;

export const ROLE_LABELS: Record<AppRole, string> = {
  aluno: 'Aluno',
  professor: 'Professor',
  administrador: 'Administrador',
};

export function parseAdminUsers(data: unknown): PagedList<AdminUser> {
  return parsePagedList('admin_list_users', adminUserSchema, data);
}

export async function getAdminUsers(list: ListPage): Promise<PagedList<AdminUser>> {
  return callRpc('admin_list_users', pageArgs(list), parseAdminUsers);
}

/** One page of one search, below the users' root (a role change refreshes every page). */
export const adminUsersQueryOptions = (list: ListPage) =>
  pagedQueryOptions([...sharedQueryKeys.admin.users(), 'page', list] as const, () => getAdminUsers(list));

export function useAdminUsers(list: ListPage) {
  return useQuery(adminUsersQueryOptions(list));
}

/** A role or active flag changed: the user pages, the counters and the lists built from roles. */
export function invalidateUsers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.users() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.report() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.teachers() }),
    queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.certificateStudents() }),
  ]);
}
