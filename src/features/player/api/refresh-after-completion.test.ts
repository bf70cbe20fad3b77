import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { refreshAfterCompletion } from './complete-lesson';

const me = 'user-1';
const course = 'course-1';

describe('after completing a lesson', () => {
  it('drops the dashboards, marks what shows the progress stale and leaves the rest alone', async () => {
    const client = new QueryClient();
    const keys: Record<string, QueryKey> = {
      outline: queryKeys.learner.outline(me, course),
      myEnrollment: queryKeys.learner.enrollment(me, course),
      myProfileStats: queryKeys.learner.profileStats(me),
      myCertificates: queryKeys.learner.certificatesPage(me, 1),
      myCoursesInProgress: queryKeys.learner.coursesInProgress(me),
      courseEnrollments: queryKeys.admin.courses.enrollments(course),
      coursePage: [...sharedQueryKeys.catalog.all(), 'course', 'aws', me],
      books: sharedQueryKeys.publicBooks(),
      adminCourseList: queryKeys.admin.courses.list(),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 'data');
    client.setQueryData(queryKeys.learner.studentDashboard(me), 'data');
    client.setQueryData(queryKeys.learner.teacherDashboard(me), 'data');

    await refreshAfterCompletion(client, me, course);

    expect(client.getQueryData(queryKeys.learner.studentDashboard(me))).toBeUndefined();
    expect(client.getQueryData(queryKeys.learner.teacherDashboard(me))).toBeUndefined();
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    // The outline was patched from the RPC's answer: it stays fresh, like everything unrelated.
    expect(stale).toEqual([
      'myEnrollment',
      'myProfileStats',
      'myCertificates',
      'myCoursesInProgress',
      'courseEnrollments',
    ]);
  });
});
