// The player's data in one request per course (performance.md): the course, every module and
// lesson outline (titles and lengths, readable wherever the course is), the lessons the viewer
// may open (RLS: enrolled students, the course's teachers, administradores, and anyone for a free
// preview lesson) with the viewer's completion marks and saved positions, and the viewer's
// enrolment progress. Cached by course and viewer, so moving between lessons never reloads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { restGet } from '@/lib/api/rest';
import type { Tables } from '@/lib/database.types';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { isUuid } from '@/utils/uuid';
import { buildOutline, opensEveryLesson, type CourseOutline } from '../utils/outline';

/** Who watches: a signed-in user's id, or 'visitor'. */
export const VISITOR: Viewer = 'visitor';

const courseSchema = z.object({ id: z.string(), slug: z.string(), title: z.string(), lesson_count: z.number() });
readsColumnsOf<z.output<typeof courseSchema>, Tables<'courses'>>(true);

const moduleSchema = z.object({
  id: z.string(),
  title: z.string(),
  order_index: z.number(),
  created_at: z.string(),
});
readsColumnsOf<z.output<typeof moduleSchema>, Tables<'course_modules'>>(true);

const lessonOutlineSchema = z.object({
  id: z.string(),
  module_id: z.string(),
  title: z.string(),
  duration_minutes: z.number(),
  order_index: z.number(),
  is_preview: z.boolean(),
  created_at: z.string(),
});
readsColumnsOf<z.output<typeof lessonOutlineSchema>, Tables<'lesson_outlines'>>(true);

// The lessons RLS gives this viewer (a locked lesson is missing here, never its video link).
const readableLessonSchema = z.object({ id: z.string(), video_url: z.string(), description: z.nullable(z.string()) });
readsColumnsOf<z.output<typeof readableLessonSchema>, Tables<'lessons'>>(true);

const progressSchema = z.object({ completed: z.boolean() });
readsColumnsOf<z.output<typeof progressSchema>, Tables<'lesson_progress'>>(true);

const positionSchema = z.object({ position_seconds: z.number() });
readsColumnsOf<z.output<typeof positionSchema>, Tables<'watch_positions'>>(true);

const enrollmentSchema = z.object({ progress: z.number(), completed: z.boolean() });
readsColumnsOf<z.output<typeof enrollmentSchema>, Tables<'enrollments'>>(true);

// A visitor has no progress, positions or enrolment (and no grant to read them).
const visitorOutlineSchema = z.extend(courseSchema, {
  course_modules: z.array(moduleSchema),
  lesson_outlines: z.array(lessonOutlineSchema),
  lessons: z.array(readableLessonSchema),
});

const memberOutlineSchema = z.extend(courseSchema, {
  course_modules: z.array(moduleSchema),
  lesson_outlines: z.array(lessonOutlineSchema),
  lessons: z.array(
    z.extend(readableLessonSchema, {
      lesson_progress: z.array(progressSchema),
      watch_positions: z.array(positionSchema),
    }),
  ),
  enrollments: z.array(enrollmentSchema),
});

const outlineSchemaOf = (viewer: Viewer) => (viewer === VISITOR ? visitorOutlineSchema : memberOutlineSchema);

/** The REST query of the outline as this viewer reads it. */
export function courseOutlineQueryPath(courseId: string, viewer: Viewer): string {
  const query = new URLSearchParams({
    select: selectColumns(outlineSchemaOf(viewer)),
    id: `eq.${courseId}`,
    limit: '1',
  });
  if (viewer !== VISITOR) {
    // Administrators may read everyone's progress and enrolments: keep only the viewer's own.
    query.set('lessons.lesson_progress.user_id', `eq.${viewer}`);
    query.set('lessons.watch_positions.user_id', `eq.${viewer}`);
    query.set('enrollments.user_id', `eq.${viewer}`);
  }
  return `courses?${query.toString()}`;
}

/**
 * The outline, or null when no course with this id is visible to the viewer. A light REST read
 * (the stored session's token, or none), so a visitor watching a free lesson never downloads
 * supabase-js.
 */
export async function getCourseOutline(
  courseId: string,
  viewer: Viewer,
  signal?: AbortSignal,
): Promise<CourseOutline | null> {
  if (!isUuid(courseId)) return null;
  const schema = z.array(outlineSchemaOf(viewer));
  const rows = await restGet(courseOutlineQueryPath(courseId, viewer), schema, signal);
  return rows[0] ? buildOutline(rows[0]) : null;
}

export const courseOutlineQueryOptions = (courseId: string, viewer: Viewer) =>
  queryOptions({
    queryKey: queryKeys.learner.outline(viewer, courseId),
    queryFn: ({ signal }) => getCourseOutline(courseId, viewer, signal),
    // Locked lessons and "no such course" are never trusted from the cache: the viewer may have
    // enrolled since, so the next visit asks the database again.
    staleTime: (query) => {
      const outline = query.state.data;
      return outline && opensEveryLesson(outline) ? 60_000 : 0;
    },
  });

export function useCourseOutline(courseId: string, viewer: Viewer) {
  return useQuery(courseOutlineQueryOptions(courseId, viewer));
}
