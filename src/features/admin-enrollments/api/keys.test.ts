// A course's heading and enrolment pages sit below that admin course (docs/architecture.md, "Query keys").
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { courseEnrollmentsQueryOptions, enrollmentCourseQueryOptions } from './get-course-enrollments';

const firstPage = { search: '', page: 1 };
const searched = { search: 'joao', page: 2 };

describe('enrolment keys', () => {
  const summary = enrollmentCourseQueryOptions('course-1').queryKey;
  const pages = [firstPage, searched].map((list) => courseEnrollmentsQueryOptions('course-1', list).queryKey);

  it("the course's enrolments cover every page and search of them, not the heading", () => {
    for (const page of pages)
      expect(partialMatchKey(page, sharedQueryKeys.admin.courses.enrollments('course-1'))).toBe(true);
    expect(partialMatchKey(summary, sharedQueryKeys.admin.courses.enrollments('course-1'))).toBe(false);
    expect(pages[0]).not.toEqual(pages[1]);
  });

  it('one course covers its heading and enrolments, not another course; the courses root covers all', () => {
    for (const key of [summary, ...pages]) {
      expect(partialMatchKey(key, sharedQueryKeys.admin.courses.course('course-1'))).toBe(true);
      expect(partialMatchKey(key, sharedQueryKeys.admin.courses.course('course-2'))).toBe(false);
      expect(partialMatchKey(key, sharedQueryKeys.admin.courses.all())).toBe(true);
    }
  });
});
