// The admin courses' keys sit below the shared roots, so a course change reaches every screen that
// caches something about courses (docs/architecture.md, "Query keys").
import { partialMatchKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { adminCoursesQueryOptions } from './get-admin-courses';
import { coursePlansKey } from './get-course-plans';
import { invalidateCourses } from './invalidate';

const courseId = 'course-1';

describe('admin course keys', () => {
  it('the grid is below the courses root, the plan picker below the admin plans', () => {
    const grid = adminCoursesQueryOptions().queryKey;
    expect(partialMatchKey(grid, sharedQueryKeys.admin.courses.all())).toBe(true);
    expect(partialMatchKey(coursePlansKey(), sharedQueryKeys.admin.pricingPlans())).toBe(true);
    expect(partialMatchKey(coursePlansKey(), sharedQueryKeys.admin.courses.all())).toBe(false);
  });

  it('a course change refreshes the back office courses and tracks and the public catalogue, not the plans', async () => {
    const cached: Record<string, QueryKey> = {
      grid: adminCoursesQueryOptions().queryKey,
      oneCourse: [...sharedQueryKeys.admin.courses.course(courseId), 'tracks'],
      adminTracks: sharedQueryKeys.admin.tracks(),
      catalogue: sharedQueryKeys.catalog.all(),
      plans: coursePlansKey(),
      users: sharedQueryKeys.admin.users(),
    };
    const client = new QueryClient();
    for (const key of Object.values(cached)) client.setQueryData(key, 'data');
    await invalidateCourses(client);
    const invalidated = Object.keys(cached).filter(
      (name) => client.getQueryState(cached[name]!)?.isInvalidated,
    );
    expect(invalidated).toEqual(['grid', 'oneCourse', 'adminTracks', 'catalogue']);
  });
});
