// The teacher dashboard in one request: counters and linked courses (get_teacher_dashboard RPC).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { parseTeacherDashboard } from './dashboard-schemas';
import { queryKeys } from '@/lib/query-keys';

export async function getTeacherDashboard() {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('get_teacher_dashboard');
  if (error) throw error;
  return parseTeacherDashboard(data);
}

export const teacherDashboardQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.learner.teacherDashboard(userId),
    queryFn: getTeacherDashboard,
    staleTime: 0,
  });

export function useTeacherDashboard(userId: string) {
  return useQuery(teacherDashboardQueryOptions(userId));
}
