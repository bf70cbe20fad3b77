import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCurrency,
  formatHours,
  formatHoursValue,
  formatMinutes,
  formatNumber,
  parseTimestamp,
  toNumber,
} from './format';
import { formatCep, formatPhoneNumber } from './format-contact';
import { formatDate, formatDateTime } from './format-date';

describe('toNumber', () => {
  it('reads numeric columns returned as numbers or strings', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber('0')).toBe(0);
  });
  it('returns null for empty or invalid values', () => {
    expect(toNumber(null)).toBeNull();
    expect(toNumber(undefined)).toBeNull();
    expect(toNumber('')).toBeNull();
    expect(toNumber('abc')).toBeNull();
  });
});

describe('formatCurrency', () => {
  it('formats reais with a non-breaking space after R$', () => {
    expect(formatCurrency(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatCurrency('297.00')).toBe('R$\u00a0297,00');
    expect(formatCurrency(0)).toBe('R$\u00a00,00');
  });
  it('writes what Intl writes for reais, negative amounts included', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (const amount of [0, 0.005, 1.005, 9.99, 49.9, 97, 1234.565, 99_999.99, 1_000_000, -10, -0.5]) {
      expect(formatCurrency(amount), `${amount}`).toBe(intl.format(amount));
    }
  });
  it('returns null when there is no price', () => {
    expect(formatCurrency(null)).toBeNull();
  });
});

describe('formatNumber: the text of Intl.NumberFormat pt-BR, without Intl', () => {
  const OPTIONS = [
    { minimumFractionDigits: 0, maximumFractionDigits: 0 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { minimumFractionDigits: 0, maximumFractionDigits: 1 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { minimumFractionDigits: 0, maximumFractionDigits: 3 },
  ];
  const intl = (value: number, options: (typeof OPTIONS)[number]) =>
    new Intl.NumberFormat('pt-BR', options).format(value);

  it('writes the same text as Intl for halves, binary approximations, groups and signs', () => {
    const values = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      0.05,
      0.15,
      0.25,
      0.35,
      0.45,
      1.005,
      2.675,
      4.25,
      4.35,
      4.45,
      4.95,
      9.995,
      99.95,
      999.5,
      1000,
      1234.5678,
      20_003,
      49.9,
      297,
      1_234_567.891,
      123_456_789_012.5,
      0.0004,
      0.0005,
      -4.35,
      -1234.5,
      -0.0001,
      1e-7,
      1e21,
      2 ** 53,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    for (const value of values) {
      for (const options of OPTIONS)
        expect(formatNumber(value, options), `${value}`).toBe(intl(value, options));
    }
  });

  it('writes the same text as Intl for 20 000 prices, counts and ratings', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let index = 0; index < 4_000; index++) {
      const value =
        Math.round(random() * 10 ** (1 + Math.floor(random() * 7))) / 10 ** Math.floor(random() * 4);
      for (const options of OPTIONS)
        expect(formatNumber(value, options), `${value}`).toBe(intl(value, options));
    }
  });
});

describe('formatCount', () => {
  it('groups thousands with a dot', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(20_003)).toBe('20.003');
    expect(formatCount(1_234_567)).toBe('1.234.567');
  });
});

describe('parseTimestamp', () => {
  it('accepts the local stack form with a short offset', () => {
    expect(parseTimestamp('2026-11-22 01:39:53.92+00')?.toISOString()).toBe('2026-11-22T01:39:53.920Z');
  });
  it('accepts ISO 8601 from a hosted project', () => {
    expect(parseTimestamp('2026-11-22T01:39:53.920654+00:00')?.toISOString()).toBe(
      '2026-11-22T01:39:53.920Z',
    );
  });
  it('reads a date-only value as UTC midnight', () => {
    expect(parseTimestamp('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
  it('returns null for garbage', () => {
    expect(parseTimestamp('ontem')).toBeNull();
    expect(parseTimestamp(null)).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows timestamps in Brazil time (01:39 UTC is still the previous day in São Paulo)', () => {
    expect(formatDate('2026-11-22 01:39:53.92+00')).toBe('21/11/2026');
    expect(formatDate('2026-11-22T15:00:00Z')).toBe('22/11/2026');
  });
  it('shows date-only values as written, not shifted a day back', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
  });
});

describe('durations: one pt-BR way to write lengths', () => {
  it('formats lesson minutes, and lessons of an hour or more in hours', () => {
    expect(formatMinutes(12)).toBe('12 min');
    expect(formatMinutes(null)).toBe('0 min');
    expect(formatMinutes(59.6)).toBe('1h');
    expect(formatMinutes(75)).toBe('1h15');
  });
  it('formats totals in hours', () => {
    expect(formatHours(45)).toBe('45 min');
    expect(formatHours(480)).toBe('8h');
    expect(formatHours(90)).toBe('1h30');
    expect(formatHours(65)).toBe('1h05');
    expect(formatHours(1110)).toBe('18h30');
    expect(formatHours(-5)).toBe('0 min');
    expect(formatHours(Number.NaN)).toBe('0 min');
  });
  it('formats fractional hours from numeric columns without decimals', () => {
    expect(formatHoursValue(1.5)).toBe('1h30');
    expect(formatHoursValue('18.5')).toBe('18h30');
    expect(formatHoursValue(40)).toBe('40h');
    expect(formatHoursValue(0.25)).toBe('15 min');
    expect(formatHoursValue(0)).toBeNull();
    expect(formatHoursValue(null)).toBeNull();
    expect(formatHoursValue('abc')).toBeNull();
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['11987650001', '(11) 98765-0001'],
    ['(11) 98765-0001', '(11) 98765-0001'],
    ['11 98765 0001', '(11) 98765-0001'],
    ['+55 11 98765-0001', '(11) 98765-0001'],
    ['5511987650001', '(11) 98765-0001'],
    ['1134567890', '(11) 3456-7890'],
    ['(11) 3456-7890', '(11) 3456-7890'],
  ])('%j → %j', (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });

  it('shows anything that is not a Brazilian number as stored, and nothing as null', () => {
    expect(formatPhoneNumber('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhoneNumber('12345')).toBe('12345');
    expect(formatPhoneNumber('  ')).toBeNull();
    expect(formatPhoneNumber(null)).toBeNull();
  });
});

describe('formatCep', () => {
  it.each([
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    [' 01310-100 ', '01310-100'],
  ])('%j → %j', (stored, shown) => {
    expect(formatCep(stored)).toBe(shown);
  });

  it('shows anything else as stored, and nothing as null', () => {
    expect(formatCep('1234')).toBe('1234');
    expect(formatCep('')).toBeNull();
    expect(formatCep(undefined)).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('shows date and time in Brazil (UTC-3), from either timestamp form', () => {
    expect(formatDateTime('2026-11-23T13:40:39.81534+00:00')).toBe('23/11/2026 às 10:40');
    expect(formatDateTime('2026-11-23 02:05:00+00')).toBe('22/11/2026 às 23:05');
  });

  it('returns null without a valid timestamp', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('amanhã')).toBeNull();
  });
});
