import { describe, expect, it } from 'vitest';
import { decimalFieldValue, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('reads a decimal comma, with or without thousands dots', () => {
    expect(parseDecimal('199,90')).toBe(199.9);
    expect(parseDecimal('0,00')).toBe(0);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('1.299,90')).toBe(1299.9);
    expect(parseDecimal('1.234.567,8')).toBe(1234567.8);
    expect(parseDecimal(' 49,9 ')).toBe(49.9);
    expect(parseDecimal('1234')).toBe(1234);
  });

  it('takes a lone dot as a decimal point (a pasted value)', () => {
    expect(parseDecimal('199.90')).toBe(199.9);
    expect(parseDecimal('2.0')).toBe(2);
    expect(parseDecimal('10.001')).toBe(10.001);
  });

  it('refuses what is not a number', () => {
    for (const text of [
      '',
      'abc',
      '1,2,3',
      '1.2.3',
      '12,',
      ',5',
      '1.23,4',
      '1 000',
      'R$ 10',
      '1e3',
      '12.345,6.7',
    ])
      expect(parseDecimal(text), text).toBeNull();
  });
});

describe('decimalFieldValue', () => {
  const price = { fractionDigits: { min: 2, max: 2 } };
  const hours = { fractionDigits: { min: 0, max: 1 } };

  it('writes stored numbers with a decimal comma, as the field shows them', () => {
    expect(decimalFieldValue('0.00', price)).toBe('0,00');
    expect(decimalFieldValue(199.9, price)).toBe('199,90');
    expect(decimalFieldValue('1234.5', price)).toBe('1234,50');
    expect(decimalFieldValue('2.0', hours)).toBe('2');
    expect(decimalFieldValue(12.5, hours)).toBe('12,5');
    expect(decimalFieldValue(4.8, { fractionDigits: { min: 1, max: 1 } })).toBe('4,8');
  });

  it('leaves an empty value empty', () => {
    expect(decimalFieldValue(null, price)).toBe('');
    expect(decimalFieldValue(undefined, price)).toBe('');
    expect(decimalFieldValue('', price)).toBe('');
  });

  it('reads back what it writes', () => {
    for (const value of [0, 0.5, 19.9, 1234.56, 1000000])
      expect(parseDecimal(decimalFieldValue(value, price))).toBe(value);
  });
});
