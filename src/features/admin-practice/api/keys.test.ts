// The practice screen's reads sit below one course root, itself below the back office's: a change
// to an exercise refreshes the list and the course's lessons, not another course's.
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { practiceCourseQueryOptions } from './get-course-lessons';
import { practiceAuthoringKey } from './keys';
import { practiceExercisesQueryOptions } from './list-practice-exercises';

describe('practice authoring keys', () => {
  it('are below the back office root', () => {
    expect(partialMatchKey(practiceAuthoringKey('c1'), sharedQueryKeys.admin.all())).toBe(true);
  });

  it("a change to a course's exercises refreshes that course's reads only", async () => {
    const cached = {
      exercises: practiceExercisesQueryOptions('c1').queryKey,
      lessons: practiceCourseQueryOptions('c1').queryKey,
      otherCourse: practiceExercisesQueryOptions('c2').queryKey,
    };
    expect(await invalidatedBy(cached, practiceAuthoringKey('c1'))).toEqual(['exercises', 'lessons']);
  });
});
