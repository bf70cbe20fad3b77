// The course pickers' key sits below the admin courses, so a course change refreshes the pickers of
// every admin screen (docs/architecture.md, "Query keys").
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { courseOptionsQueryOptions } from './course-options';
import { sharedQueryKeys } from './shared-query-keys';

describe('course options key', () => {
  it('is below the admin courses, apart from the grid and from any one course', () => {
    const options = courseOptionsQueryOptions().queryKey;
    expect(partialMatchKey(options, sharedQueryKeys.admin.courses.all())).toBe(true);
    expect(partialMatchKey(options, sharedQueryKeys.admin.courses.list())).toBe(false);
    expect(partialMatchKey(options, sharedQueryKeys.admin.courses.course('course-1'))).toBe(false);
  });
});
