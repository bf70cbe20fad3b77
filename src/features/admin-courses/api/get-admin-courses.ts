// Admin courses (spec §2 Admin courses, §7): every course, active or not, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type AdminCourse = Tables<'courses'>;

export async function getAdminCourses(): Promise<AdminCourse[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('courses')
    .select('*')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const adminCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.courses.list(), queryFn: getAdminCourses });

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
