// A course's content sits below that admin course (docs/architecture.md, "Query keys").
import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { courseContentQueryOptions, invalidateCourseContent } from './get-course-content';

describe('course content key', () => {
  const content = courseContentQueryOptions('course-1').queryKey;

  it('is covered by the courses root and by its own course, not by another course', () => {
    expect(partialMatchKey(content, sharedQueryKeys.admin.courses.all())).toBe(true);
    expect(partialMatchKey(content, sharedQueryKeys.admin.courses.course('course-1'))).toBe(true);
    expect(partialMatchKey(content, sharedQueryKeys.admin.courses.course('course-2'))).toBe(false);
  });

  it("a lesson change refreshes this course's content, the grid and the counters, not another course", async () => {
    const other = courseContentQueryOptions('course-2').queryKey;
    const client = new QueryClient();
    for (const key of [content, other, sharedQueryKeys.admin.courses.list(), sharedQueryKeys.admin.report()])
      client.setQueryData(key, 'data');
    await invalidateCourseContent(client, 'course-1');
    expect(client.getQueryState(content)?.isInvalidated).toBe(true);
    expect(client.getQueryState(sharedQueryKeys.admin.courses.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(sharedQueryKeys.admin.report())?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
