import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { catalogueLevelsQueryKey } from './get-catalogue-levels';
import { courseQueryKey } from './get-course';
import { coursesQueryKey } from './get-courses';
import { searchCoursesQueryKey } from './search-courses';

const keys: Record<string, QueryKey> = {
  homeCourses: coursesQueryKey(4),
  allCourses: coursesQueryKey(null),
  coursePage: courseQueryKey('aws', 'visitor'),
  myCoursePage: courseQueryKey('aws', 'user-1'),
  search: searchCoursesQueryKey({ search: 'containers', topic: 'devops', level: null, page: 1 }),
  levels: catalogueLevelsQueryKey(),
  publicBooks: sharedQueryKeys.publicBooks(),
  plans: sharedQueryKeys.pricingPlans(),
  tracks: [...sharedQueryKeys.tracks.all(), 'list'],
  learner: sharedQueryKeys.learner.course('user-1', 'course-1'),
};

async function invalidatedBy(key: QueryKey): Promise<string[]> {
  const client = new QueryClient();
  for (const cached of Object.values(keys)) client.setQueryData(cached, 'data');
  await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return Object.entries(keys)
    .filter(([, cached]) => client.getQueryState(cached)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('the catalogue keys', () => {
  it('the catalogue root covers the course lists, searches, levels and course pages only', async () => {
    expect(await invalidatedBy(sharedQueryKeys.catalog.all())).toEqual(
      ['allCourses', 'coursePage', 'homeCourses', 'levels', 'myCoursePage', 'search'].sort(),
    );
  });

  it('differ by limit, viewer and filters', () => {
    const serialized = Object.values(keys).map((key) => JSON.stringify(key));
    expect(new Set(serialized).size).toBe(serialized.length);
    expect(searchCoursesQueryKey({ search: '', topic: null, level: null, page: 2 })).not.toEqual(
      searchCoursesQueryKey({ search: '', topic: null, level: null, page: 1 }),
    );
  });
});
