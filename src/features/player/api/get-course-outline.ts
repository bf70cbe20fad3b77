// The player's data in one request per course (docs/performance.md): the course, every module and
// lesson outline (titles and lengths, readable wherever the course is), the lessons the viewer
// may open (RLS: enrolled students, the course's teachers, administradores, and anyone for a free
// preview lesson) with the viewer's completion marks and saved positions, the viewer's
// enrolment progress and their standing in the course's quizzes (the lesson list's 'Quiz do
// módulo'). Cached by course and viewer, so moving between lessons never reloads it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import {
  array,
  boolean,
  extend,
  json,
  nullable,
  number,
  object,
  text,
  type Infer,
} from '@/lib/api/light-schema';
import { courseStandingSchema } from '@/lib/course-standing';
import { restGet } from '@/lib/api/light-fetch';
import type { Tables } from '@/lib/database.types';
import { JUST_READ_MS } from '@/lib/query-client';
import { sharedQueryKeys, type Viewer } from '@/lib/shared-query-keys';
import { isUuid } from '@/utils/uuid';
import { buildOutline, opensEveryLesson, type CourseOutline } from '../utils/outline';

/** Who watches: a signed-in user's id, or 'visitor'. */
export const VISITOR: Viewer = 'visitor';

const courseSchema = object({
  id: text,
  slug: text,
  title: text,
  lesson_count: number,
});
readsColumnsOf<Infer<typeof courseSchema>, Tables<'courses'>>(true);

const moduleSchema = object({
  id: text,
  title: text,
  order_index: number,
  created_at: text,
});
readsColumnsOf<Infer<typeof moduleSchema>, Tables<'course_modules'>>(true);

const lessonOutlineSchema = object({
  id: text,
  module_id: text,
  title: text,
  duration_minutes: number,
  order_index: number,
  is_preview: boolean,
  created_at: text,
});
readsColumnsOf<Infer<typeof lessonOutlineSchema>, Tables<'lesson_outlines'>>(true);

// The lessons RLS gives this viewer (a locked lesson is missing here, never its video link).
const readableLessonSchema = object({
  id: text,
  video_url: text,
  description: nullable(text),
});
readsColumnsOf<Infer<typeof readableLessonSchema>, Tables<'lessons'>>(true);

const progressSchema = object({ completed: boolean });
readsColumnsOf<Infer<typeof progressSchema>, Tables<'lesson_progress'>>(true);

const positionSchema = object({ position_seconds: number });
readsColumnsOf<Infer<typeof positionSchema>, Tables<'watch_positions'>>(true);

const enrollmentSchema = object({ progress: number, completed: boolean });
readsColumnsOf<Infer<typeof enrollmentSchema>, Tables<'enrollments'>>(true);

// A visitor has no progress, positions or enrolment (and no grant to read them).
const visitorOutlineSchema = extend(courseSchema, {
  course_modules: array(moduleSchema),
  lesson_outlines: array(lessonOutlineSchema),
  lessons: array(readableLessonSchema),
});

const memberOutlineSchema = extend(courseSchema, {
  course_modules: array(moduleSchema),
  lesson_outlines: array(lessonOutlineSchema),
  lessons: array(
    extend(readableLessonSchema, {
      lesson_progress: array(progressSchema),
      watch_positions: array(positionSchema),
    }),
  ),
  enrollments: array(enrollmentSchema),
  assessment_standing: json(nullable(courseStandingSchema)),
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
  const schema = array(outlineSchemaOf(viewer));
  const rows = await restGet(courseOutlineQueryPath(courseId, viewer), schema, signal);
  return rows[0] ? buildOutline(rows[0]) : null;
}

export const courseOutlineQueryOptions = (courseId: string, viewer: Viewer) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.course(viewer, courseId), 'outline'],
    queryFn: ({ signal }) => getCourseOutline(courseId, viewer, signal),
    // Locked lessons and "no such course" are not trusted from the cache beyond a moment: the
    // viewer may have enrolled since, so the next visit asks the database again.
    staleTime: (query) => {
      const outline = query.state.data;
      return outline && opensEveryLesson(outline) ? 60_000 : JUST_READ_MS;
    },
  });

export function useCourseOutline(courseId: string, viewer: Viewer) {
  return useQuery(courseOutlineQueryOptions(courseId, viewer));
}
