import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const userId = 'user-1';
const courseId = 'course-1';

/** Every key of the factory, with sample arguments. */
const everyKey: Record<string, QueryKey> = {
  catalogCourses: queryKeys.catalog.courses(4),
  catalogCourse: queryKeys.catalog.course('aws', 'visitor'),
  catalogSearch: queryKeys.catalog.search({ search: 'containers', topic: 'devops', level: null, page: 1 }),
  catalogLevels: queryKeys.catalog.levels(),
  publicBooks: queryKeys.books.public(),
  pricingPlans: queryKeys.pricingPlans(),
  verifiedCertificate: queryKeys.certificates.verify('TC-7K2M9QX4HZ8B'),
  reviewsPage: queryKeys.reviews.page(courseId, 1, 'visitor'),
  myReview: queryKeys.reviews.mine(courseId, userId),
  hiddenReviews: queryKeys.reviews.hidden(courseId, 1),
  otherCourseReviews: queryKeys.reviews.page('course-2', 1, 'visitor'),
};

/** The names of the cached queries a real QueryClient marks stale when `key` is invalidated. */
async function invalidatedBy(key: QueryKey): Promise<string[]> {
  const client = new QueryClient();
  for (const cached of Object.values(everyKey)) client.setQueryData(cached, 'data');
  await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return Object.entries(everyKey)
    .filter(([, cached]) => client.getQueryState(cached)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('query keys', () => {
  it("a course's reviews key covers its pages, the viewer's own and the hidden ones, no other course", async () => {
    expect(await invalidatedBy(queryKeys.reviews.course(courseId))).toEqual(
      ['hiddenReviews', 'myReview', 'reviewsPage'].sort(),
    );
  });

  it('are all different', () => {
    const serialized = Object.values(everyKey).map((key) => JSON.stringify(key));
    expect(new Set(serialized).size).toBe(serialized.length);
  });

  it('the catalogue key covers the public course lists, searches, levels and pages only', async () => {
    expect(await invalidatedBy(queryKeys.catalog.all())).toEqual([
      'catalogCourse',
      'catalogCourses',
      'catalogLevels',
      'catalogSearch',
    ]);
  });

  it('public and admin lists of the same thing are separate keys', async () => {
    expect(await invalidatedBy(queryKeys.pricingPlans())).toEqual(['pricingPlans']);
    expect(await invalidatedBy(queryKeys.books.all())).toEqual(['publicBooks']);
  });

  it('the public plans stay under the key pricing-plans', () => {
    expect(queryKeys.pricingPlans()).toEqual(['pricing-plans']);
  });
});
