import { describe, expect, it } from 'vitest';
import { parseReportDays, reportPeriod } from './report-period';

describe('reportPeriod', () => {
  it('covers the last N days ending today, both ends included', () => {
    const now = new Date('2026-11-26T15:00:00Z');
    expect(reportPeriod(7, now)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(reportPeriod(30, now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });

  it("ends on São Paulo's day, not UTC's", () => {
    // 02:30 UTC is still the evening before in São Paulo (UTC−3).
    expect(reportPeriod(7, new Date('2026-11-26T02:30:00Z'))).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
    });
  });

  it('crosses months and leap days', () => {
    expect(reportPeriod(7, new Date('2028-03-02T12:00:00Z'))).toEqual({
      from: '2028-02-25',
      to: '2028-03-02',
    });
    // 365 days: within the database's limit of 367.
    expect(reportPeriod(365, new Date('2026-11-26T12:00:00Z'))).toEqual({
      from: '2025-11-27',
      to: '2026-11-26',
    });
  });
});

describe('parseReportDays', () => {
  it('reads the periods offered and falls back to 30 days', () => {
    expect(parseReportDays('7')).toBe(7);
    expect(parseReportDays('365')).toBe(365);
    expect(parseReportDays('31')).toBe(30);
    expect(parseReportDays('abc')).toBe(30);
    expect(parseReportDays(null)).toBe(30);
  });
});
