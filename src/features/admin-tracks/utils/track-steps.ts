// A track's steps as the form edits them: the courses in order, then at most one final simulado
// (the database keeps the simulado last, docs/tracks.md), so only the courses are reordered.
import type { AdminTrackStep } from '../api/get-admin-tracks';

export interface CourseStep {
  courseId: string;
  title: string;
}

export interface TrackSteps {
  courses: CourseStep[];
  /** The course whose simulado ends the track; '' for none. */
  examCourseId: string;
}

export type StepPayload = { kind: 'course' | 'exam'; course_id: string };

/** The form's steps from the stored ones (positions already in order). */
export function stepsFromAdmin(steps: readonly AdminTrackStep[]): TrackSteps {
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  return {
    courses: ordered
      .filter((step) => step.kind === 'course')
      .map((step) => ({ courseId: step.course_id, title: step.course_title })),
    examCourseId: ordered.find((step) => step.kind === 'exam')?.course_id ?? '',
  };
}

/** What save_track_steps receives: the courses in order, the simulado last. */
export function stepsPayload({ courses, examCourseId }: TrackSteps): StepPayload[] {
  const payload: StepPayload[] = courses.map((step) => ({ kind: 'course', course_id: step.courseId }));
  if (examCourseId) payload.push({ kind: 'exam', course_id: examCourseId });
  return payload;
}

/** Moves the course at `from` to `to`; the same list when either is out of range. */
export function moveCourse(courses: readonly CourseStep[], from: number, to: number): CourseStep[] {
  if (from === to || from < 0 || to < 0 || from >= courses.length || to >= courses.length)
    return [...courses];
  const next = [...courses];
  const [step] = next.splice(from, 1);
  next.splice(to, 0, step!);
  return next;
}

/** Adds a course at the end, unless it is a step already (a course appears once). */
export function addCourse(courses: readonly CourseStep[], course: CourseStep): CourseStep[] {
  return courses.some((step) => step.courseId === course.courseId) ? [...courses] : [...courses, course];
}

/** What a screen reader hears after a move: 'Etapa "X" movida para a posição 2 de 5.' */
export function moveAnnouncement(title: string, to: number, count: number): string {
  return `Etapa "${title}" movida para a posição ${to + 1} de ${count}.`;
}

/** Whether the stored steps differ from the form's (saved only then). */
export function stepsChanged(before: TrackSteps, after: TrackSteps): boolean {
  return JSON.stringify(stepsPayload(before)) !== JSON.stringify(stepsPayload(after));
}
