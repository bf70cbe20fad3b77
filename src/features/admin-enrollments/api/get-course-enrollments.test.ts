import { describe, expect, it } from 'vitest';
import { parseCourseEnrollments } from './get-course-enrollments';

const enrollment = {
  id: 'e',
  progress: 40,
  completed: false,
  enrolled_at: '2026-11-01 10:00:00+00',
  student: { id: 's', full_name: null, email: null },
};

describe('a page of enrolments', () => {
  it('keeps the student without name or e-mail (the screen shows the fallbacks)', () => {
    const answer = parseCourseEnrollments({ total: 5_001, page: 1, page_size: 25, rows: [enrollment] });
    expect(answer.total).toBe(5_001);
    expect(answer.rows[0]?.student).toEqual({ id: 's', full_name: null, email: null });
  });

  it('throws when the progress or the student is missing', () => {
    const page = { total: 1, page: 1, page_size: 25 };
    expect(() => parseCourseEnrollments({ ...page, rows: [{ ...enrollment, progress: 'x' }] })).toThrow(
      /rows\.0\.progress/,
    );
    expect(() => parseCourseEnrollments({ ...page, rows: [{ ...enrollment, student: null }] })).toThrow(
      /rows\.0\.student/,
    );
  });
});
