import { describe, expect, it } from 'vitest';
import { saveAffiliateArgument } from './save-affiliate';

const commissions = {
  commission_percent: null,
  products: [{ kind: 'course' as const, id: 'c1', commission_percent: 30 }],
};

describe('saveAffiliateArgument', () => {
  it('invites by e-mail, with no id and no status (the database makes the invited active)', () => {
    expect(saveAffiliateArgument({ kind: 'invite', email: 'ana@exemplo.com', ...commissions })).toEqual({
      email: 'ana@exemplo.com',
      ...commissions,
    });
  });

  it('approves with the commissions in the same call, so the database never sees an active affiliate without one', () => {
    expect(saveAffiliateArgument({ kind: 'approve', id: 'a1', ...commissions })).toEqual({
      id: 'a1',
      status: 'active',
      ...commissions,
    });
  });

  it('changes the commissions without touching the status', () => {
    const argument = saveAffiliateArgument({
      kind: 'commissions',
      id: 'a1',
      commission_percent: 12.5,
      products: [],
    });
    expect(argument).toEqual({ id: 'a1', commission_percent: 12.5, products: [] });
    expect(argument).not.toHaveProperty('status');
  });

  it('changes the status alone, keeping the commissions the database holds', () => {
    const argument = saveAffiliateArgument({ kind: 'status', id: 'a1', status: 'suspended' });
    expect(argument).toEqual({ id: 'a1', status: 'suspended' });
    expect(argument).not.toHaveProperty('commission_percent');
    expect(argument).not.toHaveProperty('products');
  });
});
