import { describe, expect, it, vi } from 'vitest';
import { parseAffiliates } from './get-affiliates';

/** One row as private.affiliate_summary writes it. */
const row = {
  id: 'a1',
  user_id: 'u1',
  full_name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  code: 'ana-souza-3f9a2',
  status: 'active',
  commission_percent: 20,
  pix_key_hint: '4321',
  applied_at: '2026-11-20T12:00:00+00:00',
  approved_at: '2026-11-21T12:00:00+00:00',
  products: [{ kind: 'course', id: 'c1', commission_percent: 35.5, title: null }],
  clicks: 12,
  clicks_30_days: 3,
  sales: 2,
  revenue: 475.2,
  pending: 35.64,
  available: 59.4,
  paid: 0,
  reversed: 0,
};

describe('parseAffiliates', () => {
  it("reads admin_list_affiliates' page: the database's total and page, each row's figures", () => {
    const page = parseAffiliates({ total: 1101, page: 2, page_size: 25, rows: [row] });
    expect(page).toMatchObject({ total: 1101, page: 2, pageSize: 25 });
    expect(page.rows[0]).toMatchObject({
      status: 'active',
      commission_percent: 20,
      products: [{ kind: 'course', id: 'c1', commission_percent: 35.5, title: null }],
      pending: 35.64,
      available: 59.4,
    });
  });

  it('takes an empty page and an affiliate without commission or key', () => {
    expect(parseAffiliates({ total: 0, page: 1, page_size: 25, rows: [] }).rows).toEqual([]);
    const [invited] = parseAffiliates({
      total: 1,
      page: 1,
      page_size: 25,
      rows: [{ ...row, commission_percent: null, pix_key_hint: null, approved_at: null, products: [] }],
    }).rows;
    expect(invited).toMatchObject({ commission_percent: null, pix_key_hint: null });
  });

  it('fails loudly on a status the screen does not know', () => {
    // The refusal is also logged (src/lib/api/answer.ts); kept out of the test output.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      parseAffiliates({ total: 1, page: 1, page_size: 25, rows: [{ ...row, status: 'paid' }] }),
    ).toThrow(/rows\.0\.status/);
    quiet.mockRestore();
  });
});
