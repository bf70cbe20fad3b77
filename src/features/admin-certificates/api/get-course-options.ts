// Every course (active or not) by title, for the course picker of each student card. The same key and shape are used
// by the other admin screens' pickers, so they share one cached list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';

export interface CourseOption {
  id: string;
  title: string;
}

export const courseOptionsQueryKey = ['admin', 'course-options'] as const;

export async function getCourseOptions(): Promise<CourseOption[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('courses').select('id, title').order('title');
  if (error) throw error;
  return data;
}

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: courseOptionsQueryKey, queryFn: getCourseOptions });

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
