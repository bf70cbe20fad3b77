// The course outline the player works from: modules and lessons in order with the viewer's
// completion marks, plus the enrolment's progress as computed by the database. Loaded once per
// course; moving between lessons only reads it, completing a lesson patches it from the RPC result.
import { parseTimestamp, toNumber } from '@/utils/format';

export interface OutlineLesson {
  id: string;
  moduleId: string;
  title: string;
  durationMinutes: number;
  videoUrl: string;
  completed: boolean;
}

export interface OutlineModule {
  id: string;
  title: string;
  lessons: OutlineLesson[];
}

export interface CourseOutline {
  course: { id: string; slug: string; title: string; lessonCount: number };
  /** Modules with at least one lesson the viewer may see, in course order. */
  modules: OutlineModule[];
  /** The viewer's enrolment; null for teachers and administrators who are not enrolled. */
  enrollment: { progress: number; completed: boolean } | null;
}

/** Rows as the Data API returns them (see api/get-course-outline.ts). */
export interface OutlineRow {
  id: string;
  slug: string;
  title: string;
  lesson_count: number;
  course_modules: { id: string; title: string; order_index: number; created_at: string }[] | null;
  lessons:
    | {
        id: string;
        module_id: string;
        title: string;
        duration_minutes: number;
        order_index: number;
        created_at: string;
        video_url: string;
        lesson_progress: { completed: boolean }[] | null;
      }[]
    | null;
  enrollments: { progress: number; completed: boolean }[] | null;
}

interface Ordered {
  id: string;
  order_index: number;
  created_at: string;
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
  const lessonsByModule = new Map<string, NonNullable<OutlineRow['lessons']>>();
  for (const lesson of row.lessons ?? []) {
    const list = lessonsByModule.get(lesson.module_id) ?? [];
    list.push(lesson);
    lessonsByModule.set(lesson.module_id, list);
  }
  const modules = [...(row.course_modules ?? [])]
    .sort(byCourseOrder)
    .map((courseModule) => ({
      id: courseModule.id,
      title: courseModule.title,
      lessons: [...(lessonsByModule.get(courseModule.id) ?? [])].sort(byCourseOrder).map((lesson) => ({
        id: lesson.id,
        moduleId: lesson.module_id,
        title: lesson.title,
        durationMinutes: lesson.duration_minutes,
        videoUrl: lesson.video_url,
        completed: (lesson.lesson_progress ?? []).some((progress) => progress.completed),
      })),
    }))
    .filter((courseModule) => courseModule.lessons.length > 0);
  const enrollment = row.enrollments?.[0];
  return {
    course: { id: row.id, slug: row.slug, title: row.title, lessonCount: row.lesson_count },
    modules,
    enrollment: enrollment
      ? { progress: clampPercent(enrollment.progress), completed: enrollment.completed === true }
      : null,
  };
}

export function outlineLessons(outline: CourseOutline): OutlineLesson[] {
  return outline.modules.flatMap((courseModule) => courseModule.lessons);
}

export function completedLessonCount(outline: CourseOutline): number {
  return outlineLessons(outline).filter((lesson) => lesson.completed).length;
}

/**
 * 'granted': the viewer reads the lessons (enrolled, teacher of the course, administrador).
 * 'denied': the course has lessons but the database returned none to this viewer.
 */
export function lessonAccess(outline: CourseOutline): 'granted' | 'denied' {
  return outline.modules.length === 0 && outline.course.lessonCount > 0 ? 'denied' : 'granted';
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

/** Where a lesson sits in the course, or null when the viewer has no such lesson ('Aula não encontrada'). */
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

/** The outline after the database confirmed a completion (its progress, never one computed here). */
export function applyCompletion(
  outline: CourseOutline,
  lessonId: string,
  result: CompletionResult,
): CourseOutline {
  return {
    ...outline,
    modules: outline.modules.map((courseModule) =>
      courseModule.lessons.some((lesson) => lesson.id === lessonId)
        ? {
            ...courseModule,
            lessons: courseModule.lessons.map((lesson) =>
              lesson.id === lessonId ? { ...lesson, completed: true } : lesson,
            ),
          }
        : courseModule,
    ),
    enrollment: { progress: clampPercent(result.progress), completed: result.completed === true },
  };
}
