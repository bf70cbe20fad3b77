import { describe, expect, it } from 'vitest';
import { affiliateLink, commissionStatusLabel } from './affiliate-link';

describe('affiliateLink', () => {
  it("leads through the project's affiliate-link function to the product's checkout", () => {
    expect(
      affiliateLink(
        'https://abc.supabase.co/',
        'ana-souza-1a2b3',
        'course',
        'c0ffee00-0000-4000-8000-000000000001',
      ),
    ).toBe(
      'https://abc.supabase.co/functions/v1/affiliate-link?ref=ana-souza-1a2b3&para=%2Fcheckout%2Fcurso%2Fc0ffee00-0000-4000-8000-000000000001',
    );
  });

  it('names each commission status in pt-BR', () => {
    expect(
      ['pending', 'available', 'paid', 'reversed'].map((s) => commissionStatusLabel(s as never)),
    ).toEqual(['Pendente', 'Disponível', 'Paga', 'Estornada']);
  });
});
