// Every course (active or not) by title: the course pickers of the admin lessons, teachers and
// certificates screens share this one list and its cache (read in ranges, never trusting one
// answer of the Data API, cut at 1 000 rows, to hold them all); and one course by id, for the
// headings of the screens of one course (enrolments, analytics).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isUuid } from '@/utils/uuid';
import { readsColumnsOf, selectColumns } from './api/answer';
import { readRows, tableClient } from './api/backend';
import type { Tables } from './database.types';
import { fetchAllRows } from './fetch-all-rows';
import { sharedQueryKeys } from './shared-query-keys';

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

/** The course with this id, or null when there is none ('Curso não encontrado'). */
export async function getCourseOption(courseId: string): Promise<CourseOption | null> {
  if (!isUuid(courseId)) return null;
  const supabase = await tableClient();
  const answer = await supabase
    .from('courses')
    .select(selectColumns(courseOptionSchema))
    .eq('id', courseId)
    .maybeSingle();
  return readRows('courses', courseOptionSchema.nullable(), answer);
}

// Beside its reader, as every key is; below the admin courses' root, so any course change (which
// invalidates that root) refreshes the pickers too. The pickers' reader is lib code (features do
// not import one another), so its key lives here, not in one feature nor in the shared keys.
const courseOptionsQueryKey = [...sharedQueryKeys.admin.courses.all(), 'options'] as const;

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: courseOptionsQueryKey, queryFn: getCourseOptions });

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
