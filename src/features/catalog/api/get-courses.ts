// Public catalogue: active courses that have at least one module with
// a lesson, newest first. A light REST read, so supabase-js stays off the first load.
// RLS already hides the others from visitors; the filters keep an administrator's view the same.
import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, nullable, number, numeric, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/rest';
import type { Tables } from '@/lib/database.types';
import { catalogQueryKeys } from '@/lib/public-query-keys';

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

/**
 * The fresh list in the order the page already shows: the courses still listed keep their places
 * (with their fresh figures), the others (new since) follow in the database's order. A refresh
 * never moves a card in view (docs/performance.md, "A refresh moves nothing in view").
 */
export function keepShownOrder<Course extends { id: string }>(
  shown: readonly Course[] | undefined,
  fresh: Course[],
): Course[] {
  if (!shown) return fresh;
  const place = new Map(shown.map((course, index) => [course.id, index]));
  // A stable sort: the courses new to the page keep the database's order after the others.
  return [...fresh].sort((a, b) => (place.get(a.id) ?? shown.length) - (place.get(b.id) ?? shown.length));
}

export const coursesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: catalogQueryKeys.courses(limit ?? null),
    queryFn: ({ signal }) => getCourses({ limit, signal }),
    // Runs on every new answer to the same key: the read after a prerendered page hydrates, a refetch.
    structuralSharing: (shown, fresh) =>
      replaceEqualDeep(shown, keepShownOrder(shown as CourseSummary[] | undefined, fresh as CourseSummary[])),
  });

export function useCourses(limit?: number) {
  return useQuery(coursesQueryOptions(limit));
}
