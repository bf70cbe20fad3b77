import { describe, expect, it } from 'vitest';
import { parseProfileStats } from './get-profile-stats';

describe('parseProfileStats', () => {
  it('reads the RPC answer', () => {
    expect(parseProfileStats({ courses: 2, study_hours: 24, certificates: 1 })).toEqual({
      courses: 2,
      studyHours: 24,
      certificates: 1,
    });
  });

  it('accepts numbers sent as strings (bigint counts)', () => {
    expect(parseProfileStats({ courses: '3', study_hours: '7', certificates: '0' })).toEqual({
      courses: 3,
      studyHours: 7,
      certificates: 0,
    });
  });

  it('missing or odd values count as zero', () => {
    expect(parseProfileStats(null)).toEqual({ courses: 0, studyHours: 0, certificates: 0 });
    expect(parseProfileStats({ courses: 'x', study_hours: -2 })).toEqual({
      courses: 0,
      studyHours: 0,
      certificates: 0,
    });
  });
});
