// Fixtures for the tracks suite, written as superuser: tracks over fresh courses, a course finished
// and a simulado graded without going through the lessons or questions (those have their own tests).
import { randomUUID } from 'node:crypto';
import { sql, uniqueSlug } from '../../support/stack';
import { createCourse, type CourseFixture } from './fixtures';

export interface TrackFixture {
  trackId: string;
  slug: string;
  title: string;
  courses: CourseFixture[];
  /** The course whose simulado is the last step (the last course), when `exam`. */
  examCourseId: string;
}

export interface TrackProgress {
  id?: string;
  track_id?: string;
  following: boolean;
  steps_done: number;
  steps_total: number;
  hours_left: number;
  completed: boolean;
  certificate: { verification_code: string; issued_on: string } | null;
  next_step: { kind: string; course_id: string } | null;
  percent: number;
  steps: TrackProgressStep[];
  step_states: Omit<TrackProgressStep, 'course_id' | 'course_slug' | 'enrolled' | 'progress' | 'done'>[];
}

export interface TrackProgressStep {
  position: number;
  kind: 'course' | 'exam';
  course_id: string;
  course_slug: string;
  course_title: string;
  enrolled: boolean;
  progress: number;
  done: boolean;
  best_score: number | null;
  state: 'done' | 'in_progress' | 'todo';
  percent: number;
}

/** Sets the person's enrolment progress in the course (enrolling first when needed). */
export async function setProgress(userId: string, course: CourseFixture, progress: number) {
  await sql`insert into public.enrollments (user_id, course_id) values (${userId}, ${course.courseId})
            on conflict (user_id, course_id) do nothing`;
  await sql`update public.enrollments set progress = ${progress}
            where user_id = ${userId} and course_id = ${course.courseId}`;
}

/**
 * A track over `courses` new free courses (3 lessons, 10 h each) or the given ones, ending with the
 * simulado of the last course when `exam`. Published unless told.
 */
export async function createTrack(
  options: {
    courses?: number;
    courseFixtures?: CourseFixture[];
    exam?: boolean;
    published?: boolean;
    accessModel?: 'free' | 'paid' | 'plans' | 'paid_or_plans';
    price?: number;
  } = {},
): Promise<TrackFixture> {
  const courses = options.courseFixtures ?? [];
  for (let index = 0; index < (options.courses ?? 0); index++) courses.push(await createCourse());
  const slug = uniqueSlug('trilha');
  const title = `Trilha ${slug}`;
  const [track] = await sql<{ id: string }[]>`
    insert into public.tracks (slug, title, target_role, exam_code, exam_name, access_model, price)
    values (${slug}, ${title}, 'Pessoa de Teste em Nuvem', 'TST-C01', 'Certificação de Teste',
            ${options.accessModel ?? 'free'}, ${options.price ?? null})
    returning id`;
  const trackId = track!.id;
  for (const [index, course] of courses.entries()) {
    await sql`insert into public.track_steps (track_id, position, kind, course_id)
              values (${trackId}, ${index + 1}, 'course', ${course.courseId})`;
  }
  const examCourseId = courses.at(-1)!.courseId;
  if (options.exam) {
    await sql`insert into public.practice_exams (course_id, question_count, published) values (${examCourseId}, 10, true)
              on conflict (course_id) do nothing`;
    await sql`insert into public.track_steps (track_id, position, kind, course_id)
              values (${trackId}, ${courses.length + 1}, 'exam', ${examCourseId})`;
  }
  if (options.published ?? true) {
    await sql`update public.tracks set published = true where id = ${trackId}`;
  }
  return { trackId, slug, title, courses, examCourseId };
}

/** Marks the course completed for the person (enrolling first when needed). */
export async function finishCourse(userId: string, course: CourseFixture) {
  await sql`insert into public.enrollments (user_id, course_id) values (${userId}, ${course.courseId})
            on conflict (user_id, course_id) do nothing`;
  await sql`update public.enrollments set progress = 100, completed = true
            where user_id = ${userId} and course_id = ${course.courseId}`;
}

/** A graded simulado attempt with the given scaled score. */
export async function passExam(userId: string, courseId: string, result: { score: number; passed: boolean }) {
  await sql`
    insert into public.assessment_attempts (
      user_id, kind, course_id, question_ids, deadline_at, submitted_at,
      correct_count, question_count, score_percent, scaled_score, passed
    )
    values (${userId}, 'exam', ${courseId}, ${[randomUUID()]}, now() + interval '1 hour', now(),
            1, 1, 100, ${result.score}, ${result.passed})`;
}
