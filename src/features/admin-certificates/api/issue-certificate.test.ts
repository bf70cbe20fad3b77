import { describe, expect, it } from 'vitest';
import { remainingCourses } from './get-student-certificates';

describe('certificates', () => {
  it('leaves out the courses already certified', () => {
    const held = [
      { id: 'c', course_id: '1', title: 'A', issued_at: '', verification_code: '', revoked_on: null },
    ];
    expect(remainingCourses([{ id: '1' }, { id: '2' }], held)).toEqual([{ id: '2' }]);
    expect(remainingCourses([{ id: '1' }], held)).toEqual([]);
  });
});
