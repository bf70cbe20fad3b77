// What the dashboards show (the RPC answers are parsed in ../api/dashboard-schemas.ts) and the
// display rules of docs/rules/enrolment-and-progress.md: progress as a whole percent, the next lesson or 'Curso Concluído',
// study hours as whole hours. The database computes every figure; these helpers decide what to show.
import { toNumber } from '@/utils/format';
import type { StudyWeek } from './study-week';
import type { MyAssignment } from '../api/dashboard-schemas';

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
  price: number | null;
  is_active: boolean;
}

/** The lesson 'Continuar' opens: the last one watched and not finished, else the next lesson. */
export interface ContinueLesson extends NextLesson {
  positionSeconds: number;
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
  continueLesson: ContinueLesson | null;
  /** What the course's certificate still waits for, in the database's words ('Falta: quiz do módulo 3'). */
  missing: string[];
}

export interface StudentDashboard {
  counters: {
    activeCourses: number;
    /** Seconds of video the server credited, all time (docs/engagement.md, 'Study time'). */
    studySeconds: number;
    certificates: number;
    averageProgress: number;
  };
  enrollments: StudentEnrollment[];
  /** The tracks the student follows, most recently followed first. */
  tracks: FollowedTrack[];
  /** The week's goal, progress, streak and points (the goal card). */
  study: StudyWeek;
  /** What the person's companies assigned them, first on the screen (docs/companies.md). */
  assignments: MyAssignment[];
}

/** A followed track as the dashboard shows it (docs/tracks-ui.md). */
export interface FollowedTrack {
  id: string;
  slug: string;
  title: string;
  targetRole: string;
  certificateCode: string | null;
  stepsDone: number;
  stepsTotal: number;
  /** The track's percent, partial progress counted (the database's). */
  percent: number;
  hoursLeft: number;
  completed: boolean;
  /** Each step with the person's state and percent on it, in order. */
  steps: {
    position: number;
    kind: 'course' | 'exam';
    courseTitle: string;
    state: 'done' | 'in_progress' | 'todo';
    percent: number;
    bestScore: number | null;
  }[];
  /** Where 'Continuar' goes: the step not done yet, and in a course the lesson to resume. */
  nextStep: {
    kind: 'course' | 'exam';
    courseId: string;
    courseSlug: string;
    courseTitle: string;
    lesson: { id: string; title: string; positionSeconds: number } | null;
  } | null;
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

/** A whole percent between 0 and 100 (the bar and the label never disagree). */
export function clampPercent(value: unknown): number {
  return Math.min(100, Math.max(0, Math.round(toNumber(value as number | string) ?? 0)));
}

/**
 * Complete means every lesson done. That is the server's `completed` flag
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

/** "23%". */
export function formatPercent(value: number): string {
  return `${clampPercent(value)}%`;
}

/** 'Revisar Curso' once complete, 'Acessar Curso' before. */
export function courseButtonLabel(enrollment: Pick<StudentEnrollment, 'progress' | 'completed'>): string {
  return isCourseCompleted(enrollment) ? 'Revisar Curso' : 'Acessar Curso';
}
