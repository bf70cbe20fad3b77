import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { attemptReviewQueryOptions } from './get-attempt-review';
import { courseAssessmentsQueryOptions } from './get-course-assessments';
import { myAttemptsQueryOptions } from './list-my-attempts';

const me = 'user-1';
const course = 'course-1';
const cached = {
  standing: courseAssessmentsQueryOptions(me, course).queryKey,
  quizAttempts: myAttemptsQueryOptions(me, course, 'quiz', 'module-1').queryKey,
  examAttempts: myAttemptsQueryOptions(me, course, 'exam').queryKey,
  review: attemptReviewQueryOptions(me, course, 'attempt-1').queryKey,
  otherCourseStanding: courseAssessmentsQueryOptions(me, 'course-2').queryKey,
  othersStanding: courseAssessmentsQueryOptions('user-2', course).queryKey,
};

describe("the assessments' keys", () => {
  it('sit below the course as the person stands in it (what a grading refreshes)', async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.course(me, course))).toEqual(
      ['examAttempts', 'quizAttempts', 'review', 'standing'].sort(),
    );
  });
});
