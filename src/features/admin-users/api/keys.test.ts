// The users pages sit below the users root (docs/architecture.md, "Query keys").
import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { adminUsersQueryOptions, invalidateUsers } from './get-admin-users';

describe('admin users keys', () => {
  const page = (search: string, number: number) => adminUsersQueryOptions({ search, page: number }).queryKey;

  it('pages of the list differ by search and page, and the users root covers them all', () => {
    expect(page('joao', 1)).not.toEqual(page('joao', 2));
    expect(page('joao', 1)).not.toEqual(page('maria', 1));
    for (const key of [page('', 1), page('joao', 2)])
      expect(partialMatchKey(key, sharedQueryKeys.admin.users())).toBe(true);
    expect(partialMatchKey(page('', 1), sharedQueryKeys.admin.teachers())).toBe(false);
  });

  it('a role change refreshes every users page, the counters and the lists built from roles', async () => {
    const client = new QueryClient();
    const cached = [
      page('joao', 2),
      sharedQueryKeys.admin.report(),
      [...sharedQueryKeys.admin.teachers(), 'page', { search: '', page: 1 }],
      [...sharedQueryKeys.admin.certificateStudents(), 'page', { search: '', page: 1 }],
    ];
    for (const key of [...cached, sharedQueryKeys.admin.courses.list()]) client.setQueryData(key, 'data');
    await invalidateUsers(client);
    for (const key of cached) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(sharedQueryKeys.admin.courses.list())?.isInvalidated).toBe(false);
  });
});
