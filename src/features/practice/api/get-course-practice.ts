// The course's published exercises, each after the lesson it follows, as the viewer stands in
// them (get_course_practice, docs/practice.md): the player's lesson list and the course page's
// curriculum show them ('Prática: <título>', with a status mark for people signed in). Read on
// the public course page too, by visitors: a light read (restGet, a light schema: no supabase-js,
// no zod; docs/backend-reads.md), in a chunk of its own loaded after the page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restGet } from '@/lib/api/light-fetch';
import { array, nullable, number, object, text, type Infer, type LightSchema } from '@/lib/api/light-schema';
import { useIsHydratingForSession } from '@/lib/hydration';
import { sharedQueryKeys, type Viewer } from '@/lib/shared-query-keys';
import { isUuid } from '@/utils/uuid';

export type CoursePracticeStatus = 'new' | 'attempted' | 'passed' | 'gave_up';

const STATUSES: readonly CoursePracticeStatus[] = ['new', 'attempted', 'passed', 'gave_up'];

/** One of the four statuses (any other text is an unexpected answer). */
const practiceStatus: LightSchema<CoursePracticeStatus> = {
  def: { type: 'enum' },
  readAnswer(value, path, issues) {
    if (typeof value === 'string' && (STATUSES as readonly string[]).includes(value))
      return value as CoursePracticeStatus;
    issues.push({ path, message: `expected one of ${STATUSES.join(', ')}` });
    return 'new';
  },
};

const coursePracticeItemSchema = object({
  id: text,
  lesson_id: text,
  module_number: number,
  title: text,
  kind: text,
  position: number,
  /** null for a visitor. */
  status: nullable(practiceStatus),
});
export type CoursePracticeItem = Infer<typeof coursePracticeItemSchema>;

const coursePracticeSchema = object({ exercises: array(coursePracticeItemSchema) });

/** The course's exercises in order (by lesson, then position); [] for a course that has none. */
export async function getCoursePractice(
  courseId: string,
  signal?: AbortSignal,
): Promise<CoursePracticeItem[]> {
  if (!isUuid(courseId)) return [];
  const query = new URLSearchParams({ p_course_id: courseId });
  const answer = await restGet(`rpc/get_course_practice?${query.toString()}`, coursePracticeSchema, signal);
  return [...answer.exercises].sort((a, b) => a.position - b.position);
}

export const coursePracticeQueryOptions = (viewer: Viewer, courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(viewer, courseId), 'practice', 'list'],
    queryFn: ({ signal }) => getCoursePractice(courseId, signal),
    // A status changes by this learner's own submission, giving up or enrolment, and each of those
    // marks the list stale itself: no need to read it again while they move between lessons.
    staleTime: 5 * 60_000,
  });

export function useCoursePractice(viewer: Viewer, courseId: string) {
  // Hydrating the prerendered course page shows the visitor's list of the build; with a stored
  // session the viewer's own read follows at once, so refreshing the visitor's copy is wasted.
  const hydratingForSession = useIsHydratingForSession();
  return useQuery({ ...coursePracticeQueryOptions(viewer, courseId), enabled: !hydratingForSession });
}

/** The exercises that follow this lesson. */
export function practiceAfterLesson(items: readonly CoursePracticeItem[], lessonId: string) {
  return items.filter((item) => item.lesson_id === lessonId);
}
