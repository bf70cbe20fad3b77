import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, couponFormSchema, discountValue, type CouponFormValues } from './save-coupon';

const valid: CouponFormValues = {
  code: '  blackfriday ',
  description: ' Campanha de novembro ',
  discount_kind: 'percent',
  discount_value: '40',
  scope: 'all',
  products: [{ kind: 'course', id: 'c1' }],
  valid_from: '2026-11-27T00:00',
  valid_until: '2026-11-30T23:59',
  max_uses: '100',
  max_uses_per_person: '1',
  first_purchase_only: false,
  is_active: true,
};

const errorsOf = (values: Partial<CouponFormValues>) => {
  const result = couponFormSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('couponFormSchema', () => {
  it('reads the form as save_coupon takes it: the code in capitals, the dates in Brasília time', () => {
    expect(couponFormSchema.parse(valid)).toEqual({
      code: 'BLACKFRIDAY',
      description: 'Campanha de novembro',
      discount_kind: 'percent',
      discount_value: 40,
      applies_to_all: true,
      products: [],
      valid_from: '2026-11-27T03:00:00.000Z',
      valid_until: '2026-12-01T02:59:00.000Z',
      max_uses: 100,
      max_uses_per_person: 1,
      first_purchase_only: false,
      is_active: true,
    });
  });

  it('keeps the chosen products, an amount in cents, and blanks as no limit and no end', () => {
    expect(
      couponFormSchema.parse({
        ...valid,
        discount_kind: 'fixed',
        discount_value: '1.299,90',
        scope: 'chosen',
        valid_until: '',
        max_uses: '',
        max_uses_per_person: '',
      }),
    ).toMatchObject({
      discount_value: 1299.9,
      applies_to_all: false,
      products: [{ kind: 'course', id: 'c1' }],
      valid_until: null,
      max_uses: null,
      max_uses_per_person: null,
    });
    expect(couponFormSchema.parse({ ...valid, max_uses: '1.000.000' })).toMatchObject({
      max_uses: 1_000_000,
    });
  });

  it('says in pt-BR what is wrong with the code (coupons_code_check)', () => {
    expect(errorsOf({ code: '  ' })).toEqual([['code', COUPON_MESSAGES.codeRequired]]);
    expect(errorsOf({ code: 'ab' })).toEqual([['code', COUPON_MESSAGES.codeLength]]);
    expect(errorsOf({ code: 'A'.repeat(41) })).toEqual([['code', COUPON_MESSAGES.codeLength]]);
    expect(errorsOf({ code: 'A'.repeat(40) })).toEqual([]);
    for (const code of ['-ABC', 'NATAL 10', 'PROMOÇÃO', 'DEZ%']) {
      expect(errorsOf({ code }), code).toEqual([['code', COUPON_MESSAGES.codeCharacters]]);
    }
    expect(errorsOf({ code: 'black-friday_2026' })).toEqual([]);
  });

  it('takes a whole percentage from 1 to 99 and an amount from R$ 1,00 to R$ 100.000,00', () => {
    for (const value of ['0', '100', '12,5', '-5', 'abc'])
      expect(errorsOf({ discount_value: value }), value).toEqual([
        ['discount_value', COUPON_MESSAGES.percent],
      ]);
    expect(errorsOf({ discount_value: '' })).toEqual([['discount_value', COUPON_MESSAGES.valueRequired]]);
    expect(errorsOf({ discount_value: '1' })).toEqual([]);
    expect(errorsOf({ discount_value: '99' })).toEqual([]);
    const fixed = (value: string) => errorsOf({ discount_kind: 'fixed', discount_value: value });
    for (const value of ['0,99', '100.000,01', '10,005', 'dez'])
      expect(fixed(value), value).toEqual([['discount_value', COUPON_MESSAGES.fixed]]);
    expect(fixed('1')).toEqual([]);
    expect(fixed('100.000,00')).toEqual([]);
    expect(discountValue('fixed', '49.90')).toBe(49.9);
    expect(discountValue('percent', '40')).toBe(40);
  });

  it('asks for a product when the coupon is not for all, and an end after the start', () => {
    expect(errorsOf({ scope: 'chosen', products: [] })).toEqual([
      ['products', COUPON_MESSAGES.productsRequired],
    ]);
    expect(errorsOf({ valid_until: '2026-11-27T00:00' })).toEqual([
      ['valid_until', COUPON_MESSAGES.endAfterStart],
    ]);
    expect(errorsOf({ valid_until: '2026-11-26T23:00' })).toEqual([
      ['valid_until', COUPON_MESSAGES.endAfterStart],
    ]);
    expect(errorsOf({ valid_from: '' })).toEqual([['valid_from', COUPON_MESSAGES.startRequired]]);
    expect(errorsOf({ valid_from: '2026-02-31T10:00' })).toEqual([
      ['valid_from', COUPON_MESSAGES.dateInvalid],
    ]);
  });

  it('checks the limits and the description', () => {
    expect(errorsOf({ max_uses: '0' })).toEqual([['max_uses', COUPON_MESSAGES.maxUses]]);
    expect(errorsOf({ max_uses: '1.000.001' })).toEqual([['max_uses', COUPON_MESSAGES.maxUses]]);
    expect(errorsOf({ max_uses: '2,5' })).toEqual([['max_uses', COUPON_MESSAGES.maxUses]]);
    expect(errorsOf({ max_uses_per_person: '1001' })).toEqual([
      ['max_uses_per_person', COUPON_MESSAGES.maxUsesPerPerson],
    ]);
    expect(errorsOf({ description: 'x'.repeat(201) })).toEqual([
      ['description', COUPON_MESSAGES.descriptionLength],
    ]);
  });

  it('says every wrong field at once, the rules between fields included', () => {
    expect(
      errorsOf({ code: 'x', discount_value: '', scope: 'chosen', products: [], valid_from: '' }).map(
        ([path]) => path,
      ),
    ).toEqual(['code', 'discount_value', 'products', 'valid_from']);
  });
});
