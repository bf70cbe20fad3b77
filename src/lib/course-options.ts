// Every course (active or not) by title: the course pickers of the admin lessons, teachers and
// certificates screens share this one list and its cache (read in ranges, never trusting one
// answer of the Data API, cut at 1 000 rows, to hold them all).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from './fetch-all-rows';
import { loadSupabase } from './load-supabase';
import { queryKeys } from './query-keys';

export interface CourseOption {
  id: string;
  title: string;
}

export async function getCourseOptions(): Promise<CourseOption[]> {
  const supabase = await loadSupabase();
  return fetchAllRows((from, to) =>
    supabase
      .from('courses')
      .select('id, title', { count: 'exact' })
      .order('title')
      .order('id')
      .range(from, to),
  );
}

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.courses.options(), queryFn: getCourseOptions });

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
