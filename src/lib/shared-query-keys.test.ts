// The shared roots among themselves. Each feature's own test proves its keys sit below the roots
// it builds them from (e.g. features/dashboard/api/dashboard-keys.test.ts), so together they show
// what invalidating a root refreshes.
import { describe, expect, it } from 'vitest';
import { invalidatedBy } from '@/testing/query-keys';
import { sharedQueryKeys as keys } from './shared-query-keys';

const me = 'user-1';
const other = 'user-2';
const course = 'course-1';

const cached = {
  dashboard: keys.learner.dashboard(me),
  profileStats: keys.learner.profileStats(me),
  certificates: keys.learner.certificates(me),
  coursesInProgress: keys.learner.coursesInProgress(me),
  enrollment: keys.learner.enrollment(me, course),
  continueLesson: keys.learner.continueLesson(me, course),
  otherCourseEnrollment: keys.learner.enrollment(me, 'course-2'),
  othersDashboard: keys.learner.dashboard(other),
  othersEnrollment: keys.learner.enrollment(other, course),
  myQuestions: keys.questions.all(me),
  othersQuestions: keys.questions.all(other),
  myNotifications: keys.notifications.all(me),
  othersNotifications: keys.notifications.all(other),
  catalogCourse: [...keys.catalog.all(), 'course', 'aws', me],
  adminEnrollments: keys.admin.courses.enrollments(course),
};

describe('shared query keys', () => {
  it("a person's learner root covers all of their learning data and nobody else's", async () => {
    expect(await invalidatedBy(cached, keys.learner.all(me))).toEqual(
      [
        'certificates',
        'continueLesson',
        'coursesInProgress',
        'dashboard',
        'enrollment',
        'otherCourseEnrollment',
        'profileStats',
      ].sort(),
    );
  });

  it('one course as the person stands in it covers its enrolment and continue lesson, not another course', async () => {
    expect(await invalidatedBy(cached, keys.learner.course(me, course))).toEqual([
      'continueLesson',
      'enrollment',
    ]);
  });

  it("questions and notifications are each person's own, apart from their learning data", async () => {
    expect(await invalidatedBy(cached, keys.questions.all(me))).toEqual(['myQuestions']);
    expect(await invalidatedBy(cached, keys.notifications.all(me))).toEqual(['myNotifications']);
  });

  it("the public catalogue and the back office are not a learner's keys", async () => {
    expect(await invalidatedBy(cached, keys.catalog.all())).toEqual(['catalogCourse']);
    expect(await invalidatedBy(cached, keys.admin.all())).toEqual(['adminEnrollments']);
  });

  it('are all different', () => {
    const serialized = Object.values(cached).map((key) => JSON.stringify(key));
    expect(new Set(serialized).size).toBe(serialized.length);
  });
});
