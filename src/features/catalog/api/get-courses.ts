// Public catalogue: active courses that have at least one module with
// a lesson, newest first. A light REST read, so supabase-js stays off the first load.
// RLS already hides the others from visitors; the filters keep an administrator's view the same.
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, nullable, number, numeric, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import type { Tables } from '@/lib/database.types';
import { keepShownOrder } from '@/lib/keep-shown-order';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** What a course card shows (the catalogue's search answers these columns too). */
export const courseSummarySchema = object({
  id: text,
  slug: text,
  title: text,
  description: nullable(text),
  image_url: nullable(text),
  duration: nullable(text),
  level: nullable(text),
  price: nullable(numeric),
  // free, paid, plans or paid_or_plans: which offer the card and the page make.
  access_model: text,
  total_hours: nullable(numeric),
  total_students: number,
  // The rating shown: the reviews' average, null while there are none.
  public_rating: nullable(numeric),
  review_count: number,
  lesson_count: number,
  total_minutes: number,
});

export type CourseSummary = Infer<typeof courseSummarySchema>;
readsColumnsOf<CourseSummary, Tables<'courses'>>(true);

/** The home page shows 4 courses. */
export const HOME_COURSE_LIMIT = 4;

export function coursesQueryPath(limit?: number): string {
  const query = new URLSearchParams({
    select: selectColumns(courseSummarySchema),
    is_active: 'eq.true',
    lesson_count: 'gt.0',
    order: 'created_at.desc',
  });
  if (limit) query.set('limit', String(limit));
  return `courses?${query.toString()}`;
}

export async function getCourses({ limit, signal }: { limit?: number; signal?: AbortSignal } = {}) {
  try {
    return await restGet(coursesQueryPath(limit), array(courseSummarySchema), signal);
  } catch (error) {
    // Load failures of public lists are only logged; the list shows its empty state.
    if (!signal?.aborted) console.error('Falha ao carregar os cursos', error);
    throw error;
  }
}

/** A course's place on a page is its id's. */
export const courseIdOf = (course: { id: string }) => course.id;

/** The published courses, newest first: `limit` of them (the home page), or all (null). */
export const coursesQueryKey = (limit: number | null) =>
  [...sharedQueryKeys.catalog.all(), 'courses', { limit }] as const;

export const coursesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: coursesQueryKey(limit ?? null),
    queryFn: ({ signal }) => getCourses({ limit, signal }),
    // Runs on every new answer to the same key: the read after a prerendered page hydrates, a refetch.
    structuralSharing: (shown, fresh) =>
      replaceEqualDeep(
        shown,
        keepShownOrder(shown as CourseSummary[] | undefined, fresh as CourseSummary[], courseIdOf),
      ),
  });

export function useCourses(limit?: number) {
  return useQuery(coursesQueryOptions(limit));
}
