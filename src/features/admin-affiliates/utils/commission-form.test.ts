import { describe, expect, it } from 'vitest';
import {
  COMMISSION_MESSAGES,
  commissionsFormSchema,
  inviteFormSchema,
  parsePercent,
  type CommissionFormValues,
} from './commission-form';

const course = { kind: 'course' as const, id: 'c1', title: 'AWS do zero' };

const valid: CommissionFormValues = {
  email: '  Ana.Souza@Exemplo.com.br ',
  commission_percent: '20',
  products: [{ ...course, commission_percent: '35,5' }],
};

const errorsOf = (schema: typeof inviteFormSchema, values: Partial<CommissionFormValues>) => {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('parsePercent', () => {
  it('reads a percent typed the pt-BR way, as numeric(5,2) keeps it', () => {
    expect(parsePercent('15')).toBe(15);
    expect(parsePercent(' 12,5 ')).toBe(12.5);
    expect(parsePercent('12.25')).toBe(12.25);
    expect(parsePercent('1')).toBe(1);
    expect(parsePercent('90')).toBe(90);
    expect(parsePercent('90,00')).toBe(90);
  });

  it('refuses what affiliates_commission_percent_check refuses, and a third decimal it would round away', () => {
    for (const typed of ['0', '0,99', '90,01', '100', '-5', '12,345', 'vinte', '', '15%'])
      expect(parsePercent(typed), typed).toBeNull();
  });
});

describe('inviteFormSchema', () => {
  it('reads the form as admin_save_affiliate takes it: the e-mail trimmed in lower case, numbers', () => {
    expect(inviteFormSchema.parse(valid)).toEqual({
      email: 'ana.souza@exemplo.com.br',
      commission_percent: 20,
      products: [{ kind: 'course', id: 'c1', commission_percent: 35.5 }],
    });
  });

  it('takes a general commission alone, or the products alone', () => {
    expect(inviteFormSchema.parse({ ...valid, products: [] })).toMatchObject({
      commission_percent: 20,
      products: [],
    });
    expect(inviteFormSchema.parse({ ...valid, commission_percent: ' ' })).toMatchObject({
      commission_percent: null,
      products: [{ kind: 'course', id: 'c1', commission_percent: 35.5 }],
    });
  });

  it('asks for the e-mail, and a valid one', () => {
    expect(errorsOf(inviteFormSchema, { email: ' ' })).toEqual([
      ['email', COMMISSION_MESSAGES.emailRequired],
    ]);
    expect(errorsOf(inviteFormSchema, { email: 'ana@' })).toEqual([
      ['email', COMMISSION_MESSAGES.emailInvalid],
    ]);
  });

  it('says every wrong percent at once, each where it was typed', () => {
    expect(
      errorsOf(inviteFormSchema, {
        commission_percent: '95',
        products: [
          { ...course, commission_percent: '' },
          { kind: 'book', id: 'b1', title: 'E-book', commission_percent: '0,5' },
        ],
      }),
    ).toEqual([
      ['commission_percent', COMMISSION_MESSAGES.percent],
      ['products.0.commission_percent', COMMISSION_MESSAGES.productPercentRequired],
      ['products.1.commission_percent', COMMISSION_MESSAGES.percent],
    ]);
  });

  it('asks for some commission (affiliate_commission_required), beside the other messages', () => {
    expect(errorsOf(inviteFormSchema, { email: '', commission_percent: '', products: [] })).toEqual([
      ['email', COMMISSION_MESSAGES.emailRequired],
      ['commission_percent', COMMISSION_MESSAGES.commissionRequired],
    ]);
    expect(COMMISSION_MESSAGES.commissionRequired).toBe(
      'Defina a comissão geral ou a de pelo menos um produto.',
    );
  });
});

describe('commissionsFormSchema', () => {
  it('asks no e-mail when the affiliate is already known, and drops what the field holds', () => {
    expect(commissionsFormSchema.parse({ ...valid, email: '' })).toEqual({
      email: null,
      commission_percent: 20,
      products: [{ kind: 'course', id: 'c1', commission_percent: 35.5 }],
    });
    expect(errorsOf(commissionsFormSchema, { email: '', commission_percent: '', products: [] })).toEqual([
      ['commission_percent', COMMISSION_MESSAGES.commissionRequired],
    ]);
  });
});
