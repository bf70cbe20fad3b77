import { describe, expect, it } from 'vitest';
import { formatStudyTime } from './study-time';

describe('formatStudyTime', () => {
  it('says minutes under an hour, hours and minutes after', () => {
    expect(formatStudyTime(0)).toBe('0 min');
    expect(formatStudyTime(59)).toBe('0 min');
    expect(formatStudyTime(183)).toBe('3 min');
    expect(formatStudyTime(3600)).toBe('1h');
    expect(formatStudyTime(7383)).toBe('2h 03min');
    expect(formatStudyTime(-5)).toBe('0 min');
    expect(formatStudyTime(Number.NaN)).toBe('0 min');
  });
});
