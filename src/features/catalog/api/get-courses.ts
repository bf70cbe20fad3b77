// Public catalogue: active courses that have at least one module with
// a lesson, newest first. A light REST read, so supabase-js stays off the first load.
// RLS already hides the others from visitors; the filters keep an administrator's view the same.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { restGet } from '@/lib/public-rest';
import { queryKeys } from '@/lib/query-keys';

const courseSummaryColumns = [
  'id',
  'slug',
  'title',
  'description',
  'image_url',
  'duration',
  'level',
  'price',
  'total_hours',
  'total_students',
  // The rating shown: the reviews' average, null while there are none.
  'public_rating',
  'review_count',
  'lesson_count',
  'total_minutes',
] as const;

export type CourseSummary = Pick<Tables<'courses'>, (typeof courseSummaryColumns)[number]>;

/** The home page shows 4 courses. */
export const HOME_COURSE_LIMIT = 4;

export function coursesQueryPath(limit?: number): string {
  const query = new URLSearchParams({
    select: courseSummaryColumns.join(','),
    is_active: 'eq.true',
    lesson_count: 'gt.0',
    order: 'created_at.desc',
  });
  if (limit) query.set('limit', String(limit));
  return `courses?${query.toString()}`;
}

export async function getCourses({ limit, signal }: { limit?: number; signal?: AbortSignal } = {}) {
  try {
    return await restGet<CourseSummary[]>(coursesQueryPath(limit), signal);
  } catch (error) {
    // Load failures of public lists are only logged; the list shows its empty state.
    if (!signal?.aborted) console.error('Falha ao carregar os cursos', error);
    throw error;
  }
}

export const coursesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.courses(limit ?? null),
    queryFn: ({ signal }) => getCourses({ limit, signal }),
  });

export function useCourses(limit?: number) {
  return useQuery(coursesQueryOptions(limit));
}
