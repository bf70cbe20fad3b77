import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { refreshAfterCompletion } from './complete-lesson';
import { courseOutlineQueryOptions } from './get-course-outline';

const me = 'user-1';
const course = 'course-1';

describe('after completing a lesson', () => {
  it('drops the dashboards, marks what shows the progress stale and leaves the rest alone', async () => {
    const client = new QueryClient();
    const keys: Record<string, QueryKey> = {
      outline: courseOutlineQueryOptions(course, me).queryKey,
      myEnrollment: sharedQueryKeys.learner.enrollment(me, course),
      myProfileStats: sharedQueryKeys.learner.profileStats(me),
      myCertificates: [...sharedQueryKeys.learner.certificates(me), 'page', 1],
      myCoursesInProgress: sharedQueryKeys.learner.coursesInProgress(me),
      courseEnrollments: sharedQueryKeys.admin.courses.enrollments(course),
      coursePage: [...sharedQueryKeys.catalog.all(), 'course', 'aws', me],
      books: sharedQueryKeys.publicBooks(),
      adminCourseList: sharedQueryKeys.admin.courses.list(),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 'data');
    client.setQueryData([...sharedQueryKeys.learner.dashboard(me), 'student'], 'data');
    client.setQueryData([...sharedQueryKeys.learner.dashboard(me), 'teacher'], 'data');

    await refreshAfterCompletion(client, me, course);

    expect(client.getQueryData([...sharedQueryKeys.learner.dashboard(me), 'student'])).toBeUndefined();
    expect(client.getQueryData([...sharedQueryKeys.learner.dashboard(me), 'teacher'])).toBeUndefined();
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
