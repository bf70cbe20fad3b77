// The teacher dashboard in one request: counters and linked courses (get_teacher_dashboard RPC).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { parseTeacherDashboard } from './dashboard-schemas';
import { JUST_READ_MS } from '@/lib/query-client';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export async function getTeacherDashboard() {
  return callRpc('get_teacher_dashboard', {}, parseTeacherDashboard);
}

export const teacherDashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.dashboard(userId), 'teacher'],
    queryFn: getTeacherDashboard,
    staleTime: JUST_READ_MS,
  });

export function useTeacherDashboard(userId: string) {
  return useQuery(teacherDashboardQueryOptions(userId));
}
