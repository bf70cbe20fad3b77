import { describe, expect, it } from 'vitest';
import { RpcResultError } from '@/lib/rpc-json';
import { parseProfileStats } from './get-profile-stats';

describe('parseProfileStats', () => {
  it('reads the RPC answer', () => {
    expect(parseProfileStats({ courses: 2, study_seconds: 24, certificates: 1 })).toEqual({
      courses: 2,
      studySeconds: 24,
      certificates: 1,
    });
  });

  it('accepts numbers sent as strings (bigint counts)', () => {
    expect(parseProfileStats({ courses: '3', study_seconds: '7', certificates: '0' })).toEqual({
      courses: 3,
      studySeconds: 7,
      certificates: 0,
    });
  });

  it('throws on a missing or odd value instead of showing 0', () => {
    expect(() => parseProfileStats(null)).toThrow(RpcResultError);
    expect(() => parseProfileStats({ courses: 2, certificates: 1 })).toThrow(
      /get_profile_stats: study_seconds: /,
    );
    expect(() => parseProfileStats({ courses: 'x', study_seconds: 1, certificates: 0 })).toThrow(/courses: /);
    expect(() => parseProfileStats({ courses: 1, study_seconds: -2, certificates: 0 })).toThrow(
      /study_seconds: /,
    );
  });
});
