// One course by slug with its whole curriculum: the modules and,
// for each, the public outline of its lessons (title, length, order, free preview) from
// lesson_outlines, which never holds a video link. The lessons themselves (with their videos) are
// never read here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { useRestViewer } from '@/lib/auth';
import { hasStoredSession } from '@/lib/auth-storage';
import { useIsHydrating } from '@/lib/hydration';
import { restGet } from '@/lib/public-rest';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { parseTimestamp } from '@/utils/format';

const courseColumns = [
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
  // The rating shown (the reviews' average, null without reviews) and the reviews' figures.
  'public_rating',
  'review_count',
  'review_stars',
  'learning_points',
  'is_active',
  'lesson_count',
  'total_minutes',
] as const;
const moduleColumns = ['id', 'title', 'description', 'order_index', 'lesson_count', 'total_minutes'] as const;
const lessonColumns = ['id', 'title', 'duration_minutes', 'order_index', 'is_preview', 'created_at'] as const;

export type CurriculumLesson = Pick<Tables<'lesson_outlines'>, (typeof lessonColumns)[number]>;
export type CourseModuleSummary = Pick<Tables<'course_modules'>, (typeof moduleColumns)[number]> & {
  lesson_outlines: CurriculumLesson[];
};
export type CourseDetail = Pick<Tables<'courses'>, (typeof courseColumns)[number]> & {
  course_modules: CourseModuleSummary[];
};

export function courseQueryPath(slug: string): string {
  const query = new URLSearchParams({
    select: `${courseColumns.join(',')},course_modules(${moduleColumns.join(',')},lesson_outlines(${lessonColumns.join(',')}))`,
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
    const rows = await restGet<CourseDetail[]>(courseQueryPath(slug), signal);
    const course = rows[0];
    if (!course) return null;
    const modules = [...(course.course_modules ?? [])]
      .sort((a, b) => a.order_index - b.order_index)
      .map((module) => ({
        ...module,
        lesson_outlines: [...(module.lesson_outlines ?? [])].sort(byLessonOrder),
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
