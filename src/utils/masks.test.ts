import { describe, expect, it } from 'vitest';
import { digitsOnly, formatPhone, formatState, formatZipcode } from './masks';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['113456', '(11) 3456'],
    ['1134567', '(11) 3456-7'],
    ['1134567890', '(11) 3456-7890'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['(11) 3456-78901', '(11) 34567-8901'],
  ])('%j → %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('re-formatting a formatted value changes nothing (typing never fights the mask)', () => {
    for (const value of ['(11', '(11) 9', '(11) 3456-7890', '(11) 98765-4321']) {
      expect(formatPhone(value)).toBe(value);
    }
  });
});

describe('formatZipcode', () => {
  it.each([
    ['', ''],
    ['0131', '0131'],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-1009', '01310-100'],
    ['01.310-100', '01310-100'],
  ])('%j → %j', (typed, shown) => {
    expect(formatZipcode(typed)).toBe(shown);
  });
});

describe('formatState', () => {
  it.each([
    ['sp', 'SP'],
    ['s', 'S'],
    ['rjx', 'RJ'],
    ['1m', 'M'],
    ['', ''],
  ])('%j → %j', (typed, shown) => {
    expect(formatState(typed)).toBe(shown);
  });
});

it('digitsOnly', () => {
  expect(digitsOnly('(11) 98765-4321')).toBe('11987654321');
});
