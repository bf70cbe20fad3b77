import { describe, expect, it } from 'vitest';
import { starShares, wasEdited } from './review-figures';

describe('starShares', () => {
  it('lists five stars first with whole percentages of the total', () => {
    expect(starShares([1, 0, 0, 2, 3], 6)).toEqual([
      { stars: 5, count: 3, percent: 50 },
      { stars: 4, count: 2, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 17 },
    ]);
  });

  it('has zeros without reviews or figures', () => {
    expect(starShares(null, 0).map((share) => share.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('wasEdited', () => {
  it('only after the first minute', () => {
    const created = new Date('2026-11-26T10:00:00Z');
    expect(wasEdited(created, new Date('2026-11-26T10:00:30Z'))).toBe(false);
    expect(wasEdited(created, new Date('2026-11-26T10:05:00Z'))).toBe(true);
    expect(wasEdited(null, created)).toBe(false);
  });
});
