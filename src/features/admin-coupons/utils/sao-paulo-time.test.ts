import { describe, expect, it } from 'vitest';
import { isoToSchoolInput, schoolInputToIso } from './sao-paulo-time';

describe('the form dates in Brasília time', () => {
  it('reads a datetime-local value as Brasília time, whatever zone the computer is in', () => {
    expect(schoolInputToIso('2026-11-27T00:00')).toBe('2026-11-27T03:00:00.000Z');
    expect(schoolInputToIso('2026-12-31T23:59')).toBe('2027-01-01T02:59:00.000Z');
    expect(schoolInputToIso('2026-11-27T10:30:00')).toBe('2026-11-27T13:30:00.000Z');
    // 2018, when Brazil still kept summer time (-02:00 from November to February).
    expect(schoolInputToIso('2018-12-15T12:00')).toBe('2018-12-15T14:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const value of [
      '',
      '2026-11-27',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-11-27T24:00',
      'amanhã',
    ])
      expect(schoolInputToIso(value), value).toBeNull();
  });

  it('shows a stored moment in the field as Brasília time, the two ways round', () => {
    expect(isoToSchoolInput('2026-11-27T03:00:00+00:00')).toBe('2026-11-27T00:00');
    expect(isoToSchoolInput('2026-11-27 13:30:59.123+00')).toBe('2026-11-27T10:30');
    expect(isoToSchoolInput(null)).toBe('');
    expect(isoToSchoolInput('')).toBe('');
    for (const value of ['2026-01-01T00:00', '2026-06-15T23:45', '2018-12-15T12:00'])
      expect(isoToSchoolInput(schoolInputToIso(value))).toBe(value);
  });
});
