import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { courseCertificateQueryOptions } from './get-course-certificate';
import { courseOutlineQueryOptions } from './get-course-outline';

const me = 'user-1';
const course = 'course-1';
const cached = {
  outline: courseOutlineQueryOptions(course, me).queryKey,
  visitorsOutline: courseOutlineQueryOptions(course, 'visitor').queryKey,
  otherCourseOutline: courseOutlineQueryOptions('course-2', me).queryKey,
  certificate: courseCertificateQueryOptions(me, course).queryKey,
};

describe("the player's keys", () => {
  it('the outline sits below the course as this viewer stands in it (an enrolment, a graded quiz)', async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.course(me, course))).toEqual(['outline']);
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(
      ['certificate', 'otherCourseOutline', 'outline'].sort(),
    );
  });

  it("the course's certificate sits below the person's certificates", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.certificates(me))).toEqual(['certificate']);
  });
});
