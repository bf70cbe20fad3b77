// Admin courses: every course, active or not, newest first. A school
// has hundreds at most, so the grid shows them all — read in ranges, never trusting one answer
// to hold them all (the Data API cuts each at 1 000 rows).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { jsonNumber } from '@/lib/rpc-json';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** Every column of a course: the grid shows some, the edit dialog the rest. */
const adminCourseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  duration: z.string().nullable(),
  level: z.string().nullable(),
  topic: z.string().nullable(),
  price: jsonNumber.nullable(),
  total_hours: jsonNumber.nullable(),
  total_students: z.number(),
  total_minutes: z.number(),
  lesson_count: z.number(),
  learning_points: z.array(z.string()),
  is_active: z.boolean(),
  access_model: z.string(),
  public_rating: jsonNumber.nullable(),
  review_count: z.number(),
  review_stars: z.array(z.number()),
  review_total: z.number(),
  created_at: z.string(),
});

export type AdminCourse = z.output<typeof adminCourseSchema>;
readsColumnsOf<AdminCourse, Tables<'courses'>>(true);

export async function getAdminCourses(): Promise<AdminCourse[]> {
  const supabase = await tableClient();
  return fetchAllRows('courses', z.array(adminCourseSchema), (from, to) =>
    supabase
      .from('courses')
      .select(selectColumns(adminCourseSchema), { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, to),
  );
}

export const adminCoursesQueryOptions = () =>
  queryOptions({ queryKey: sharedQueryKeys.admin.courses.list(), queryFn: getAdminCourses });

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
