// Every course (active or not) by title: the course pickers of the admin lessons, teachers and
// certificates screens share this one list and its cache (read in ranges, never trusting one
// answer of the Data API, cut at 1 000 rows, to hold them all).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from './api/answer';
import { tableClient } from './api/backend';
import type { Tables } from './database.types';
import { fetchAllRows } from './fetch-all-rows';
import { queryKeys } from './query-keys';

/** A course as a picker lists it. */
export const courseOptionSchema = z.object({ id: z.string(), title: z.string() });

export type CourseOption = z.output<typeof courseOptionSchema>;
readsColumnsOf<CourseOption, Tables<'courses'>>(true);

export async function getCourseOptions(): Promise<CourseOption[]> {
  const supabase = await tableClient();
  return fetchAllRows('courses', z.array(courseOptionSchema), (from, to) =>
    supabase
      .from('courses')
      .select(selectColumns(courseOptionSchema), { count: 'exact' })
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
