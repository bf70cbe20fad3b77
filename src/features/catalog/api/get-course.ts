// One course by slug with its whole curriculum: the modules and,
// for each, the public outline of its lessons (title, length, order, free preview) from
// lesson_outlines, which never holds a video link. The lessons themselves (with their videos) are
// never read here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, boolean, extend, nullable, number, object, text, type Infer } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { useRestViewer } from '@/lib/auth';
import type { Tables } from '@/lib/database.types';
import { useIsHydratingForSession } from '@/lib/hydration';
import { sharedQueryKeys, type Viewer } from '@/lib/shared-query-keys';
import { parseTimestamp } from '@/utils/format';
import { courseSummarySchema } from './get-courses';

const curriculumLessonSchema = object({
  id: text,
  title: text,
  duration_minutes: number,
  order_index: number,
  is_preview: boolean,
  created_at: text,
});

export type CurriculumLesson = Infer<typeof curriculumLessonSchema>;
readsColumnsOf<CurriculumLesson, Tables<'lesson_outlines'>>(true);

const moduleSummarySchema = object({
  id: text,
  title: text,
  description: nullable(text),
  order_index: number,
  lesson_count: number,
  total_minutes: number,
});
readsColumnsOf<Infer<typeof moduleSummarySchema>, Tables<'course_modules'>>(true);

// The card's columns, and the page's own: the reviews' figures, what the course teaches, whether
// it is published (an administrator or an enrolled student may see an inactive one).
const courseColumnsSchema = extend(courseSummarySchema, {
  review_stars: array(number),
  learning_points: array(text),
  is_active: boolean,
});
readsColumnsOf<Infer<typeof courseColumnsSchema>, Tables<'courses'>>(true);

const courseDetailSchema = extend(courseColumnsSchema, {
  course_modules: array(extend(moduleSummarySchema, { lesson_outlines: array(curriculumLessonSchema) })),
});

export type CourseDetail = Infer<typeof courseDetailSchema>;
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
    const rows = await restGet(courseQueryPath(slug), array(courseDetailSchema), signal);
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
/** One course page as `viewer` sees it. */
export const courseQueryKey = (slug: string, viewer: Viewer) =>
  [...sharedQueryKeys.catalog.all(), 'course', slug, viewer] as const;

export const courseQueryOptions = (slug: string, viewer: Viewer) =>
  queryOptions({
    queryKey: courseQueryKey(slug, viewer),
    queryFn: ({ signal }) => getCourse(slug, signal),
  });

export function useCourse(slug: string) {
  const viewer = useRestViewer();
  // Hydrating the prerendered page shows the visitor's course of the build; with a stored session
  // the viewer's own read follows at once, so refreshing the visitor's copy would be a wasted request.
  const hydratingForSession = useIsHydratingForSession();
  // Keeps showing the course while the viewer changes (signing in or out on the page).
  return useQuery({
    ...courseQueryOptions(slug, viewer),
    enabled: !hydratingForSession,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? previous : undefined,
  });
}
