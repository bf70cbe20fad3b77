// Shapes of the dashboard RPCs (contract at the top of supabase/migrations/*_rpcs.sql) and the
// display rules of spec §4: progress as a whole percent, the next lesson or 'Curso Concluído',
// study hours as whole hours. The database computes every figure; these helpers only read the
// JSON defensively (numeric values may arrive as strings) and decide what to show.
import { toNumber } from '@/utils/format';

export interface NextLesson {
  id: string;
  title: string;
  module_title: string | null;
}

export interface DashboardCourse {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  image_url: string | null;
  level: string | null;
  duration: string | null;
  is_active: boolean;
}

export interface StudentEnrollment {
  id: string;
  progress: number;
  completed: boolean;
  enrolledAt: string | null;
  lessonsCompleted: number;
  lessonsTotal: number;
  course: DashboardCourse;
  nextLesson: NextLesson | null;
}

export interface StudentDashboard {
  counters: {
    activeCourses: number;
    studyHours: number;
    certificates: number;
    averageProgress: number;
  };
  enrollments: StudentEnrollment[];
}

export interface TeacherCourse {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  image_url: string | null;
  totalStudents: number;
  is_active: boolean;
}

export interface TeacherDashboard {
  ownCourses: number;
  totalStudents: number;
  certificatesIssued: number;
  courses: TeacherCourse[];
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const asCount = (value: unknown): number => Math.max(0, Math.round(toNumber(value as number | string) ?? 0));

/** A whole percent between 0 and 100 (the bar and the label never disagree). */
export function clampPercent(value: unknown): number {
  return Math.min(100, Math.max(0, Math.round(toNumber(value as number | string) ?? 0)));
}

function readCourse(value: unknown): DashboardCourse {
  const course = asObject(value);
  return {
    id: asText(course.id) ?? '',
    slug: asText(course.slug) ?? '',
    title: asText(course.title) ?? '',
    description: asText(course.description),
    image_url: asText(course.image_url),
    level: asText(course.level),
    duration: asText(course.duration),
    is_active: course.is_active !== false,
  };
}

function readNextLesson(value: unknown): NextLesson | null {
  const lesson = asObject(value);
  const id = asText(lesson.id);
  const title = asText(lesson.title);
  return id && title ? { id, title, module_title: asText(lesson.module_title) } : null;
}

export function readStudentDashboard(value: unknown): StudentDashboard {
  const data = asObject(value);
  const counters = asObject(data.counters);
  return {
    counters: {
      activeCourses: asCount(counters.active_courses),
      studyHours: asCount(counters.study_hours),
      certificates: asCount(counters.certificates),
      averageProgress: clampPercent(counters.average_progress),
    },
    enrollments: asArray(data.enrollments).map((item) => {
      const enrollment = asObject(item);
      return {
        id: asText(enrollment.id) ?? '',
        progress: clampPercent(enrollment.progress),
        completed: enrollment.completed === true,
        enrolledAt: asText(enrollment.enrolled_at),
        lessonsCompleted: asCount(enrollment.lessons_completed),
        lessonsTotal: asCount(enrollment.lessons_total),
        course: readCourse(enrollment.course),
        nextLesson: readNextLesson(enrollment.next_lesson),
      };
    }),
  };
}

export function readTeacherDashboard(value: unknown): TeacherDashboard {
  const data = asObject(value);
  return {
    ownCourses: asCount(data.own_courses),
    totalStudents: asCount(data.total_students),
    certificatesIssued: asCount(data.certificates_issued),
    courses: asArray(data.courses).map((item) => {
      const course = asObject(item);
      return {
        ...readCourse(course),
        totalStudents: asCount(course.total_students),
      };
    }),
  };
}

/**
 * Spec §4: complete means every lesson done. That is the server's `completed` flag
 * (private.course_progress); the browser never derives it from the rounded percentage.
 */
export function isCourseCompleted(enrollment: Pick<StudentEnrollment, 'completed'>): boolean {
  return enrollment.completed;
}

export type NextStep =
  | { kind: 'completed' }
  | { kind: 'lesson'; lesson: NextLesson }
  /** Enrolled in a course that has no lessons (any more). */
  | { kind: 'none' };

/** What the card offers next: the 'Curso Concluído!' banner, the next lesson, or nothing. */
export function nextStep(
  enrollment: Pick<StudentEnrollment, 'progress' | 'completed' | 'nextLesson'>,
): NextStep {
  if (isCourseCompleted(enrollment)) return { kind: 'completed' };
  return enrollment.nextLesson ? { kind: 'lesson', lesson: enrollment.nextLesson } : { kind: 'none' };
}

/** "3 de 7 aulas concluídas", "1 de 1 aula concluída". */
export function lessonsCompletedLabel(done: number, total: number): string {
  const safeTotal = Math.max(0, Math.round(total));
  const safeDone = Math.min(safeTotal, Math.max(0, Math.round(done)));
  return safeTotal === 1 ? `${safeDone} de 1 aula concluída` : `${safeDone} de ${safeTotal} aulas concluídas`;
}

/** Study hours (already whole hours from the server) as "12h". */
export function formatStudyHours(hours: number): string {
  return `${Math.max(0, Math.round(Number.isFinite(hours) ? hours : 0))}h`;
}

/** "23%". */
export function formatPercent(value: number): string {
  return `${clampPercent(value)}%`;
}

/** 'Revisar Curso' once complete, 'Acessar Curso' before. */
export function courseButtonLabel(enrollment: Pick<StudentEnrollment, 'progress' | 'completed'>): string {
  return isCourseCompleted(enrollment) ? 'Revisar Curso' : 'Acessar Curso';
}
