import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnexpectedAnswerError } from '@/lib/api/answer';
import { getAdminUsers } from './get-admin-users';

const rpc = vi.fn();
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => ({ rpc }) }));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
  rpc.mockReset();
});

const user = {
  id: 'u1',
  full_name: 'Ana Lima',
  email: 'ana@example.com',
  phone: null,
  address_city: null,
  address_state: null,
  is_active: true,
  created_at: '2026-11-20T10:00:00+00:00',
  role: 'aluno',
};

/** A copy of `row` without `key` (a column the changed answer no longer has). */
const without = (row: object, key: string) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => name !== key));

describe('admin users read', () => {
  it('returns one page of users with the total', async () => {
    rpc.mockResolvedValue({ data: { total: 1, page: 1, page_size: 20, rows: [user] }, error: null });
    await expect(getAdminUsers({ search: '', page: 1 })).resolves.toEqual({
      total: 1,
      page: 1,
      pageSize: 20,
      rows: [user],
    });
  });

  it('throws the typed error when a user comes back with an unknown role or without the active flag', async () => {
    rpc.mockResolvedValue({
      data: { total: 1, page: 1, page_size: 20, rows: [{ ...without(user, 'is_active'), role: 'gestor' }] },
      error: null,
    });
    const read = getAdminUsers({ search: '', page: 1 });
    await expect(read).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(read).rejects.toMatchObject({
      issues: [{ path: ['rows', 0, 'is_active'] }, { path: ['rows', 0, 'role'] }],
    });
  });

  it("rethrows the database's refusal as it came", async () => {
    const refusal = { code: '42501', message: 'not_allowed' };
    rpc.mockResolvedValue({ data: null, error: refusal });
    await expect(getAdminUsers({ search: '', page: 1 })).rejects.toBe(refusal);
  });
});
