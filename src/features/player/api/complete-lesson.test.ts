import { describe, expect, it } from 'vitest';
import { parseRpcResult, RpcResultError } from '@/lib/rpc-json';
import { completionResultSchema } from './complete-lesson';

const parse = (data: unknown) => parseRpcResult('complete_lesson', completionResultSchema, data);

const notWatched = {
  counted: false,
  reason: 'lesson_not_watched',
  points: 0,
  points_awarded: false,
  counted_at: null,
  watched_seconds: 30,
  needed_seconds: '487',
};

describe('complete_lesson answer', () => {
  it('is read with the progress as a number or a numeric string', () => {
    expect(
      parse({
        course_id: 'c',
        progress: '100',
        completed: true,
        completed_at: '2026-11-24 10:00:00+00',
        study: notWatched,
      }),
    ).toEqual({
      course_id: 'c',
      progress: 100,
      completed: true,
      completed_at: '2026-11-24 10:00:00+00',
      study: {
        counted: false,
        reason: 'lesson_not_watched',
        points: 0,
        pointsAwarded: false,
        countedAt: null,
        watchedSeconds: 30,
        neededSeconds: 487,
      },
    });
  });

  it('reads whether the lesson counted, and refuses a reason it does not know', () => {
    const answer = { course_id: 'c', progress: 50, completed: false, completed_at: null };
    expect(
      parse({
        ...answer,
        study: { ...notWatched, counted: true, reason: null, points: '10', points_awarded: true },
      }).study,
    ).toMatchObject({ counted: true, reason: null, points: 10, pointsAwarded: true });
    expect(() => parse({ ...answer, study: { ...notWatched, reason: 'marked_only' } })).toThrow(
      /study\.reason: /,
    );
    expect(() => parse(answer)).toThrow(/study: /);
  });

  it('throws on a missing or mistyped field instead of showing 0 %', () => {
    expect(() => parse(null)).toThrow(RpcResultError);
    expect(() => parse({ course_id: 'c', completed: false, completed_at: null, study: notWatched })).toThrow(
      /progress: /,
    );
    expect(() =>
      parse({ course_id: 'c', progress: 40, completed: 'false', completed_at: null, study: notWatched }),
    ).toThrow(/completed: /);
  });
});
