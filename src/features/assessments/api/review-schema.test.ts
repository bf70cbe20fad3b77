import { describe, expect, it } from 'vitest';
import { ranOutOfTime, type AttemptReview } from './review-schema';

describe('ranOutOfTime', () => {
  const review = {
    deadline_at: '2026-11-30T12:30:00.000+00:00',
    submitted_at: '2026-11-30T12:29:59.000+00:00',
  };
  it('is true for a simulado delivered at or after its deadline only', () => {
    expect(ranOutOfTime(review as AttemptReview)).toBe(false);
    expect(ranOutOfTime({ ...review, submitted_at: '2026-11-30T12:30:00.4+00:00' } as AttemptReview)).toBe(
      true,
    );
    expect(ranOutOfTime({ ...review, deadline_at: null } as AttemptReview)).toBe(false);
  });
});
