// Admin courses: every course, active or not, newest first. A school
// has hundreds at most, so the grid shows them all — read in ranges, never trusting one answer
// to hold them all (the Data API cuts each at 1 000 rows).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type AdminCourse = Tables<'courses'>;

export async function getAdminCourses(): Promise<AdminCourse[]> {
  const supabase = await loadSupabase();
  return fetchAllRows((from, to) =>
    supabase
      .from('courses')
      .select('*', { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}

export const adminCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.courses.list(), queryFn: getAdminCourses });

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
