// The student dashboard in one request, whatever the number of courses (docs/performance.md): the
// get_student_dashboard RPC returns the counters and every enrolment with its next lesson.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { parseStudentDashboard } from './dashboard-schemas';
import { JUST_READ_MS } from '@/lib/query-client';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export async function getStudentDashboard() {
  return callRpc('get_student_dashboard', {}, parseStudentDashboard);
}

export const studentDashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.dashboard(userId), 'student'],
    queryFn: getStudentDashboard,
    // Progress changes elsewhere (player, enrolment): always revalidate when the screen opens.
    staleTime: JUST_READ_MS,
  });

export function useStudentDashboard(userId: string) {
  return useQuery(studentDashboardQueryOptions(userId));
}
