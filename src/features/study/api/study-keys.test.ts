import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { courseRankingQueryOptions } from './course-ranking';
import { studyCalendarQueryOptions } from './get-study-calendar';
import { myPointsQueryOptions } from './list-my-points';

const me = 'user-1';
const cached = {
  points: myPointsQueryOptions(me, 1).queryKey,
  calendar: studyCalendarQueryOptions(me).queryKey,
  ranking: courseRankingQueryOptions(me, 'course-1').queryKey,
  othersPoints: myPointsQueryOptions('user-2', 1).queryKey,
};

describe('the study keys', () => {
  it("sit below the person's learner root; the ranking below the course as they stand in it", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(
      ['calendar', 'points', 'ranking'].sort(),
    );
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.course(me, 'course-1'))).toEqual(['ranking']);
  });
});
