import { describe, expect, it } from 'vitest';
import { parseRpcResult, RpcResultError } from '@/lib/rpc-json';
import { completionResultSchema } from './complete-lesson';

const parse = (data: unknown) => parseRpcResult('complete_lesson', completionResultSchema, data);

describe('complete_lesson answer', () => {
  it('is read with the progress as a number or a numeric string', () => {
    expect(
      parse({ course_id: 'c', progress: '100', completed: true, completed_at: '2026-11-24 10:00:00+00' }),
    ).toEqual({ course_id: 'c', progress: 100, completed: true, completed_at: '2026-11-24 10:00:00+00' });
  });

  it('throws on a missing or mistyped field instead of showing 0 %', () => {
    expect(() => parse(null)).toThrow(RpcResultError);
    expect(() => parse({ course_id: 'c', completed: false, completed_at: null })).toThrow(/progress: /);
    expect(() => parse({ course_id: 'c', progress: 40, completed: 'false', completed_at: null })).toThrow(
      /completed: /,
    );
  });
});
