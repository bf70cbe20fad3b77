// The course outline the player works from: every module and lesson in order (from the public
// lesson_outlines, so a visitor sees the whole course), and for the lessons the viewer may open
// (RLS on lessons: enrolled, teaching, administrador, or a free preview) the video link, the
// description, the viewer's completion mark and saved position, plus the enrolment's progress as
// computed by the database. Loaded once per course; moving between lessons only reads it;
// completing a lesson or saving a position patches it.
import type { CourseStanding } from '@/lib/course-standing';
import { parseTimestamp, toNumber } from '@/utils/format';

export interface OutlineLesson {
  id: string;
  moduleId: string;
  title: string;
  durationMinutes: number;
  /** 'Aula gratuita': anyone may watch it. */
  isPreview: boolean;
  /** The database did not give this viewer the lesson (not enrolled and not a preview). */
  locked: boolean;
  /** null when locked. */
  videoUrl: string | null;
  description: string | null;
  completed: boolean;
  /** Seconds from the lesson's start where the viewer stopped (0 when never watched). */
  positionSeconds: number;
}

export interface OutlineModule {
  id: string;
  title: string;
  lessons: OutlineLesson[];
}

export interface CourseOutline {
  course: { id: string; slug: string; title: string; lessonCount: number };
  /** Modules with at least one lesson, in course order. */
  modules: OutlineModule[];
  /** The viewer's enrolment; null for visitors, teachers and administrators who are not enrolled. */
  enrollment: { progress: number; completed: boolean } | null;
  /** The viewer's standing in the course's quizzes; null for visitors and anyone not taking them. */
  standing: CourseStanding | null;
}

interface Ordered {
  id: string;
  order_index: number;
  created_at: string;
}

/** Rows as the Data API returns them (see api/get-course-outline.ts). */
export interface OutlineRow {
  id: string;
  slug: string;
  title: string;
  lesson_count: number;
  course_modules: (Ordered & { title: string })[] | null;
  lesson_outlines:
    (Ordered & { module_id: string; title: string; duration_minutes: number; is_preview: boolean })[] | null;
  lessons:
    | {
        id: string;
        video_url: string;
        description: string | null;
        lesson_progress?: { completed: boolean }[] | null;
        watch_positions?: { position_seconds: number }[] | null;
      }[]
    | null;
  enrollments?: { progress: number; completed: boolean }[] | null;
  assessment_standing?: CourseStanding | null;
}

/** The database's order: order_index, then creation time, then id (as get_student_dashboard uses). */
export function byCourseOrder(a: Ordered, b: Ordered): number {
  const time = (value: string) => parseTimestamp(value)?.getTime() ?? 0;
  return (
    a.order_index - b.order_index ||
    time(a.created_at) - time(b.created_at) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const clampPercent = (value: unknown) =>
  Math.min(100, Math.max(0, Math.round(toNumber(value as number | string) ?? 0)));

export function buildOutline(row: OutlineRow): CourseOutline {
  const readable = new Map((row.lessons ?? []).map((lesson) => [lesson.id, lesson]));
  const outlinesByModule = new Map<string, NonNullable<OutlineRow['lesson_outlines']>>();
  for (const outline of row.lesson_outlines ?? []) {
    const list = outlinesByModule.get(outline.module_id) ?? [];
    list.push(outline);
    outlinesByModule.set(outline.module_id, list);
  }
  const modules = [...(row.course_modules ?? [])]
    .sort(byCourseOrder)
    .map((courseModule) => ({
      id: courseModule.id,
      title: courseModule.title,
      lessons: [...(outlinesByModule.get(courseModule.id) ?? [])].sort(byCourseOrder).map((outline) => {
        const lesson = readable.get(outline.id);
        return {
          id: outline.id,
          moduleId: outline.module_id,
          title: outline.title,
          durationMinutes: outline.duration_minutes,
          isPreview: outline.is_preview,
          locked: !lesson,
          videoUrl: lesson?.video_url ?? null,
          description: lesson?.description ?? null,
          completed: (lesson?.lesson_progress ?? []).some((progress) => progress.completed),
          positionSeconds: Math.max(0, toNumber(lesson?.watch_positions?.[0]?.position_seconds) ?? 0),
        };
      }),
    }))
    .filter((courseModule) => courseModule.lessons.length > 0);
  const enrollment = row.enrollments?.[0];
  return {
    course: { id: row.id, slug: row.slug, title: row.title, lessonCount: row.lesson_count },
    modules,
    enrollment: enrollment
      ? { progress: clampPercent(enrollment.progress), completed: enrollment.completed === true }
      : null,
    standing: row.assessment_standing ?? null,
  };
}

export function outlineLessons(outline: CourseOutline): OutlineLesson[] {
  return outline.modules.flatMap((courseModule) => courseModule.lessons);
}

export function completedLessonCount(outline: CourseOutline): number {
  return outlineLessons(outline).filter((lesson) => lesson.completed).length;
}

/** The viewer opens every lesson (enrolled, teacher of the course, administrador). */
export function opensEveryLesson(outline: CourseOutline): boolean {
  return outlineLessons(outline).every((lesson) => !lesson.locked);
}

export interface LessonPosition {
  lesson: OutlineLesson;
  module: OutlineModule;
  /** 0-based position in the whole course. */
  index: number;
  total: number;
  previous: OutlineLesson | null;
  /** null after the last lesson: the button becomes 'Voltar ao Curso'. */
  next: OutlineLesson | null;
}

/** Where a lesson sits in the course, or null when the course has no such lesson ('Aula não encontrada'). */
export function locateLesson(outline: CourseOutline, lessonId: string): LessonPosition | null {
  const lessons = outlineLessons(outline);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  if (index < 0) return null;
  const lesson = lessons[index]!;
  const courseModule = outline.modules.find((candidate) => candidate.id === lesson.moduleId)!;
  return {
    lesson,
    module: courseModule,
    index,
    total: lessons.length,
    previous: lessons[index - 1] ?? null,
    next: lessons[index + 1] ?? null,
  };
}

export interface CompletionResult {
  course_id: string;
  progress: number;
  completed: boolean;
  completed_at: string | null;
}

function patchLesson(
  outline: CourseOutline,
  lessonId: string,
  patch: (lesson: OutlineLesson) => OutlineLesson,
): CourseOutline['modules'] {
  return outline.modules.map((courseModule) =>
    courseModule.lessons.some((lesson) => lesson.id === lessonId)
      ? {
          ...courseModule,
          lessons: courseModule.lessons.map((lesson) => (lesson.id === lessonId ? patch(lesson) : lesson)),
        }
      : courseModule,
  );
}

/** The outline after the database confirmed a completion (its progress, never one computed here). */
export function applyCompletion(
  outline: CourseOutline,
  lessonId: string,
  result: CompletionResult,
): CourseOutline {
  return {
    ...outline,
    modules: patchLesson(outline, lessonId, (lesson) => ({ ...lesson, completed: true })),
    enrollment: { progress: clampPercent(result.progress), completed: result.completed === true },
  };
}

/** The outline with a lesson's saved position (so coming back within the session resumes there). */
export function applyWatchPosition(outline: CourseOutline, lessonId: string, seconds: number): CourseOutline {
  const current = locateLesson(outline, lessonId)?.lesson.positionSeconds;
  if (current === undefined || current === seconds) return outline;
  return {
    ...outline,
    modules: patchLesson(outline, lessonId, (lesson) => ({ ...lesson, positionSeconds: seconds })),
  };
}
