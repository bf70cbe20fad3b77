// Admin users: every account, newest first, one page at a time, searched
// by name or e-mail by the database (admin_list_users, one request per page with its total).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, type ListPage } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { parsePagedList, type PagedList } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';
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

export async function getAdminUsers({ search, page }: ListPage): Promise<PagedList<AdminUser>> {
  return callRpc(
    'admin_list_users',
    {
      p_search: search,
      p_page: page,
      p_page_size: PAGE_SIZE,
    },
    parseAdminUsers,
  );
}

export const adminUsersQueryOptions = (list: ListPage) =>
  queryOptions({
    queryKey: queryKeys.admin.usersPage(list),
    queryFn: () => getAdminUsers(list),
    // The page on screen stays while the next one loads (no flash of 'Carregando...').
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(list: ListPage) {
  return useQuery(adminUsersQueryOptions(list));
}

/** A role or active flag changed: the user pages, the counters and the lists built from roles. */
export function invalidateUsers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.users() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.report() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.teachers() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.certificateStudents() }),
  ]);
}
