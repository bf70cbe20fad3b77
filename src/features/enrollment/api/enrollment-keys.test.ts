import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { continueLessonQueryOptions } from './get-continue-lesson';
import { courseAccessQueryOptions } from './get-course-access';
import { enrollmentQueryOptions } from './get-enrollment';
import { firstLessonQueryOptions } from './get-first-lesson';

const me = 'user-1';
const course = 'course-1';
const cached = {
  enrollment: enrollmentQueryOptions(me, course).queryKey,
  access: courseAccessQueryOptions(me, course).queryKey,
  firstLesson: firstLessonQueryOptions(me, course).queryKey,
  continueLesson: continueLessonQueryOptions(me, course).queryKey,
  otherCourseAccess: courseAccessQueryOptions(me, 'course-2').queryKey,
};

describe("the course page's keys for a signed-in person", () => {
  it('sit below the course as the person stands in it, and below their learner root', async () => {
    const ofCourse = ['access', 'continueLesson', 'enrollment', 'firstLesson'];
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.course(me, course))).toEqual(ofCourse);
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(
      [...ofCourse, 'otherCourseAccess'].sort(),
    );
  });
});
