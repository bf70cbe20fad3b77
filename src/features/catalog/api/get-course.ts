// One course by slug with its whole curriculum (spec §2 Course detail; issue 12): the modules and,
// for each, the public outline of its lessons (title, length, order, free preview) from
// lesson_outlines, which never holds a video link. The lessons themselves (with their videos) are
// never read here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { restGet } from '@/lib/api/rest';
import { useRestViewer } from '@/lib/auth';
import { hasStoredSession } from '@/lib/auth-storage';
import type { Tables } from '@/lib/database.types';
import { useIsHydrating } from '@/lib/hydration';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { parseTimestamp } from '@/utils/format';
import { courseSummarySchema } from './get-courses';

const curriculumLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  duration_minutes: z.number(),
  order_index: z.number(),
  is_preview: z.boolean(),
  created_at: z.string(),
});

export type CurriculumLesson = z.output<typeof curriculumLessonSchema>;
readsColumnsOf<CurriculumLesson, Tables<'lesson_outlines'>>(true);

const moduleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  order_index: z.number(),
  lesson_count: z.number(),
  total_minutes: z.number(),
});
readsColumnsOf<z.output<typeof moduleSummarySchema>, Tables<'course_modules'>>(true);

// The card's columns, and the page's own: the reviews' figures, what the course teaches, whether
// it is published (an administrator or an enrolled student may see an inactive one).
const courseColumnsSchema = z.extend(courseSummarySchema, {
  review_stars: z.array(z.number()),
  learning_points: z.array(z.string()),
  is_active: z.boolean(),
});
readsColumnsOf<z.output<typeof courseColumnsSchema>, Tables<'courses'>>(true);

const courseDetailSchema = z.extend(courseColumnsSchema, {
  course_modules: z.array(
    z.extend(moduleSummarySchema, { lesson_outlines: z.array(curriculumLessonSchema) }),
  ),
});

export type CourseDetail = z.output<typeof courseDetailSchema>;
export type CourseModuleSummary = CourseDetail['course_modules'][number];

export function courseQueryPath(slug: string): string {
  const query = new URLSearchParams({
    select: selectColumns(courseDetailSchema),
    slug: `eq.${slug}`,
    'course_modules.order': 'order_index.asc',
    limit: '1',
  });
  return `courses?${query.toString()}`;
}

/** The player's order: order_index, then creation time, then id. */
function byLessonOrder(a: CurriculumLesson, b: CurriculumLesson): number {
  const time = (value: string) => parseTimestamp(value)?.getTime() ?? 0;
  return (
    a.order_index - b.order_index ||
    time(a.created_at) - time(b.created_at) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The first lesson in course order (what 'Acessar Aulas' opens), or null. */
export function firstLessonOf(course: CourseDetail): CurriculumLesson | null {
  return (
    course.course_modules.find((module) => module.lesson_outlines.length > 0)?.lesson_outlines[0] ?? null
  );
}

/** The course, or null when no visible course has this slug ('Curso não encontrado'). */
export async function getCourse(slug: string, signal?: AbortSignal): Promise<CourseDetail | null> {
  try {
    const rows = await restGet(courseQueryPath(slug), z.array(courseDetailSchema), signal);
    const course = rows[0];
    if (!course) return null;
    const modules = [...course.course_modules]
      .sort((a, b) => a.order_index - b.order_index)
      .map((module) => ({
        ...module,
        lesson_outlines: [...module.lesson_outlines].sort(byLessonOrder),
      }));
    return { ...course, course_modules: modules };
  } catch (error) {
    if (!signal?.aborted) console.error('Falha ao carregar o curso', error);
    throw error;
  }
}

/** `viewer`: what a course page shows depends on who asks (an administrator or an enrolled student may see a course visitors cannot), so the cache does too. */
export const courseQueryOptions = (slug: string, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.catalog.course(slug, viewer),
    queryFn: ({ signal }) => getCourse(slug, signal),
  });

export function useCourse(slug: string) {
  const viewer = useRestViewer();
  // Hydrating the prerendered page shows the visitor's course of the build; with a stored session
  // the viewer's own read follows at once, so refreshing the visitor's copy would be a wasted request.
  const hydratingForSession = useIsHydrating() && hasStoredSession();
  // Keeps showing the course while the viewer changes (signing in or out on the page).
  return useQuery({
    ...courseQueryOptions(slug, viewer),
    enabled: !hydratingForSession,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
}
