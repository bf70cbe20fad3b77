import { describe, expect, it } from 'vitest';
import { learningPointsOf } from './learning-points';

describe('learningPointsOf', () => {
  it('keeps the filled points in order', () => {
    expect(learningPointsOf(['A', ' B ', 'C'])).toEqual(['A', 'B', 'C']);
  });

  it('drops blank points, so an empty list shows the fallback text', () => {
    expect(learningPointsOf(['', '  ', null])).toEqual([]);
    expect(learningPointsOf(null)).toEqual([]);
  });
});
