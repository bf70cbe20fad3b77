import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidateAfterEnrolment } from './enroll-in-course';

const me = 'user-1';
const course = 'course-1';

describe('after enrolling', () => {
  it('marks stale what shows the enrolment, and nothing else', async () => {
    const client = new QueryClient();
    const keys: Record<string, QueryKey> = {
      myDashboard: [...sharedQueryKeys.learner.dashboard(me), 'student'],
      myEnrollment: sharedQueryKeys.learner.enrollment(me, course),
      myProfileStats: sharedQueryKeys.learner.profileStats(me),
      coursePage: [...sharedQueryKeys.catalog.all(), 'course', 'aws', me],
      courseEnrollments: sharedQueryKeys.admin.courses.enrollments(course),
      adminReport: sharedQueryKeys.admin.report(),
      otherPersonsDashboard: [...sharedQueryKeys.learner.dashboard('user-2'), 'student'],
      books: sharedQueryKeys.publicBooks(),
      plans: sharedQueryKeys.pricingPlans(),
      adminUsers: sharedQueryKeys.admin.users(),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, 'data');
    await invalidateAfterEnrolment(client, me, course);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual([
      'myDashboard',
      'myEnrollment',
      'myProfileStats',
      'coursePage',
      'courseEnrollments',
      'adminReport',
    ]);
  });

  it('a read of the enrolment in flight before it does not land afterwards as fresh', async () => {
    const client = new QueryClient();
    const key = sharedQueryKeys.learner.enrollment(me, course);
    let answer: (value: string) => void = () => {};
    // The course page asked "am I enrolled?" just before the enrolment was created.
    const read = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
      staleTime: 60_000,
    });
    await invalidateAfterEnrolment(client, me, course);
    answer('not enrolled');
    await read.catch(() => undefined);
    const state = client.getQueryState(key);
    expect(state?.data).toBeUndefined();
    expect(state?.isInvalidated).toBe(true);
  });
});
