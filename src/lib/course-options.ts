// Every course (active or not) by title: the course pickers of the admin lessons, teachers and
// certificates screens share this one request and its cached list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from './load-supabase';
import { queryKeys } from './query-keys';

export interface CourseOption {
  id: string;
  title: string;
}

export async function getCourseOptions(): Promise<CourseOption[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('courses').select('id, title').order('title');
  if (error) throw error;
  return data;
}

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.courses.options(), queryFn: getCourseOptions });

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
