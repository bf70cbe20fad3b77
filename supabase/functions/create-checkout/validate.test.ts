import { describe, expect, it } from 'vitest';
import { isValidCpf, parseAnyCheckoutBody, parseCreateCheckoutBody } from './validate.ts';

const productId = '3f0c6a2e-9b1d-4c8e-8f7a-1b2c3d4e5f60';
const valid = { productKind: 'course', productId, method: 'card', installments: 12, cpf: '529.982.247-25' };

describe('parseCreateCheckoutBody', () => {
  it('keeps only the fields it knows: an amount or a price sent by the browser is dropped', () => {
    expect(parseCreateCheckoutBody({ ...valid, amount: 1, price: 1, unit_price: 1 })).toEqual({
      data: {
        productKind: 'course',
        productId,
        method: 'card',
        installments: 12,
        cpf: '52998224725',
        returnPath: '/',
        couponCode: null,
        affiliateCode: null,
      },
    });
  });

  it("an affiliate's code is kept in lower case; one that cannot be a code is dropped, never refused", () => {
    expect(parseCreateCheckoutBody({ ...valid, affiliateCode: ' Ana-Souza-3f9a2 ' })).toHaveProperty(
      'data.affiliateCode',
      'ana-souza-3f9a2',
    );
    for (const affiliateCode of [undefined, null, '', 'a', 'com espaço', 42, 'x'.repeat(41)]) {
      expect(parseCreateCheckoutBody({ ...valid, affiliateCode })).toHaveProperty('data.affiliateCode', null);
    }
  });

  it('a coupon code is sent in any case and trimmed; blank is none; one that cannot exist is refused', () => {
    expect(parseCreateCheckoutBody({ ...valid, couponCode: ' blackFriday-40 ' })).toHaveProperty(
      'data.couponCode',
      'BLACKFRIDAY-40',
    );
    for (const couponCode of [undefined, null, '', '   ']) {
      expect(parseCreateCheckoutBody({ ...valid, couponCode })).toHaveProperty('data.couponCode', null);
    }
    for (const couponCode of ['AB', 'COM ESPAÇO', 'X'.repeat(41), 40, ['A']]) {
      expect(parseCreateCheckoutBody({ ...valid, couponCode })).toEqual({ code: 'coupon_not_found' });
    }
  });

  it('a track is a product too (its price is read by start_order)', () => {
    expect(parseCreateCheckoutBody({ ...valid, productKind: 'track' })).toHaveProperty(
      'data.productKind',
      'track',
    );
  });

  it('Pix and boleto are paid at once: more than one installment is refused', () => {
    expect(parseCreateCheckoutBody({ ...valid, method: 'pix', installments: 2 })).toEqual({
      code: 'invalid_installments',
    });
    expect(parseCreateCheckoutBody({ ...valid, method: 'boleto', installments: 1 })).toHaveProperty('data');
    for (const installments of [0, 13, 1.5, '2']) {
      expect(parseCreateCheckoutBody({ ...valid, installments })).toEqual({ code: 'invalid_installments' });
    }
  });

  it('the way back is a path on the site, never another origin', () => {
    expect(parseCreateCheckoutBody({ ...valid, returnPath: '/pagamento/confirmado' })).toHaveProperty(
      'data.returnPath',
      '/pagamento/confirmado',
    );
    for (const returnPath of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'pagamento',
      '/a b',
    ]) {
      expect(parseCreateCheckoutBody({ ...valid, returnPath })).toEqual({ code: 'invalid_return_path' });
    }
  });

  it('refuses what is not a request: not an object, unknown kind or method, bad id', () => {
    for (const body of [null, 'x', [], 42]) {
      expect(parseCreateCheckoutBody(body)).toEqual({ code: 'invalid_checkout_request' });
    }
    expect(parseCreateCheckoutBody({ ...valid, productKind: 'curso' })).toEqual({
      code: 'invalid_product_kind',
    });
    expect(parseCreateCheckoutBody({ ...valid, productId: '1' })).toEqual({ code: 'invalid_product_id' });
    expect(parseCreateCheckoutBody({ ...valid, method: 'cheque' })).toEqual({
      code: 'invalid_payment_method',
    });
  });
});

describe('isValidCpf', () => {
  it('checks both check digits and refuses one digit repeated', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224735')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
});

describe('parseAnyCheckoutBody: a company order of seats', () => {
  const organisationId = '7d1e2f30-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  const seats = {
    kind: 'seats',
    organisationId,
    productKind: 'course',
    productId,
    seats: 10,
    method: 'boleto',
    installments: 1,
  };

  it('keeps only the fields it knows: an amount or a price sent by the browser is dropped; no CPF asked', () => {
    expect(parseAnyCheckoutBody({ ...seats, amount: 1, unitPrice: 1, total: 1, discount: 90 })).toEqual({
      data: {
        kind: 'seats',
        organisationId,
        productKind: 'course',
        productId,
        seats: 10,
        seatBlockId: null,
        method: 'boleto',
        installments: 1,
        returnPath: '/',
      },
    });
  });

  it('seats added to a block name it; the seats are a whole number from 1 to 10000', () => {
    const seatBlockId = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
    expect(parseAnyCheckoutBody({ ...seats, seatBlockId, seats: 1 })).toHaveProperty(
      'data.seatBlockId',
      seatBlockId.toLowerCase(),
    );
    expect(parseAnyCheckoutBody({ ...seats, seatBlockId: 'x' })).toEqual({ code: 'invalid_seat_block_id' });
    for (const count of [0, 10001, 2.5, '10', null]) {
      expect(parseAnyCheckoutBody({ ...seats, seats: count })).toEqual({ code: 'invalid_seat_count' });
    }
  });

  it('a book is not sold as seats; bad ids and methods are refused with their codes', () => {
    expect(parseAnyCheckoutBody({ ...seats, productKind: 'book' })).toEqual({ code: 'invalid_product_kind' });
    expect(parseAnyCheckoutBody({ ...seats, organisationId: '1' })).toEqual({
      code: 'invalid_organisation_id',
    });
    expect(parseAnyCheckoutBody({ ...seats, method: 'cheque' })).toEqual({ code: 'invalid_payment_method' });
    expect(parseAnyCheckoutBody({ ...seats, method: 'pix', installments: 2 })).toEqual({
      code: 'invalid_installments',
    });
    expect(parseAnyCheckoutBody({ ...seats, method: 'card', installments: 12 })).toHaveProperty(
      'data.installments',
      12,
    );
    expect(parseAnyCheckoutBody({ ...seats, returnPath: '//evil.example' })).toEqual({
      code: 'invalid_return_path',
    });
  });

  it("without kind 'seats' the body is a person's, unchanged (a CPF is required)", () => {
    expect(parseAnyCheckoutBody(valid)).toEqual(parseCreateCheckoutBody(valid));
    expect(parseAnyCheckoutBody({ ...seats, kind: 'pessoa' })).toEqual({ code: 'invalid_cpf' });
  });
});

describe('an upgrade body (kind plan_change)', () => {
  const subscriptionId = '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const upgrade = {
    kind: 'plan_change',
    subscriptionId,
    planId: productId,
    method: 'pix',
    cpf: '529.982.247-25',
  };

  it('names the subscription and the plan; the CPF and the way back as for a purchase', () => {
    expect(parseAnyCheckoutBody({ ...upgrade, amount: 1 })).toEqual({
      data: {
        kind: 'plan_change',
        subscriptionId,
        planId: productId,
        method: 'pix',
        installments: 1,
        cpf: '52998224725',
        returnPath: '/',
      },
    });
  });

  it('refuses a bad subscription or plan id, a CPF with wrong digits and Pix in instalments', () => {
    expect(parseAnyCheckoutBody({ ...upgrade, subscriptionId: 'x' })).toEqual({
      code: 'invalid_subscription_id',
    });
    expect(parseAnyCheckoutBody({ ...upgrade, planId: 'x' })).toEqual({ code: 'invalid_product_id' });
    expect(parseAnyCheckoutBody({ ...upgrade, cpf: '52998224726' })).toEqual({ code: 'invalid_cpf' });
    expect(parseAnyCheckoutBody({ ...upgrade, installments: 2 })).toEqual({ code: 'invalid_installments' });
  });
});
