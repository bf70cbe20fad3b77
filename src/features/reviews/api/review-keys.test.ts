import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { courseReviewsKey, courseReviewsPageKey } from './get-course-reviews';
import { hiddenReviewsQueryOptions } from './get-hidden-reviews';
import { myReviewQueryOptions } from './get-my-review';

const courseId = 'course-1';

describe('the reviews keys', () => {
  it("a course's reviews key covers its pages, the viewer's own and the hidden ones, no other course", async () => {
    const keys: Record<string, QueryKey> = {
      page: courseReviewsPageKey(courseId, 1, 'visitor'),
      pageWithoutMine: courseReviewsPageKey(courseId, 1, 'user-1', 'review-1'),
      mine: myReviewQueryOptions(courseId, 'user-1').queryKey,
      hidden: hiddenReviewsQueryOptions(courseId, 1).queryKey,
      otherCourse: courseReviewsPageKey('course-2', 1, 'visitor'),
    };
    const client = new QueryClient();
    for (const key of Object.values(keys)) client.setQueryData(key, 'data');
    await client.invalidateQueries({ queryKey: courseReviewsKey(courseId), refetchType: 'none' });
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['page', 'pageWithoutMine', 'mine', 'hidden']);
  });
});
