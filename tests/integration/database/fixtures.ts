// Fixtures for the database suite, written as superuser so that each test builds exactly the
// data it needs (triggers still run: counters and progress are the server's, as in production).
import type { PostgrestError } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { sql, uniqueSlug } from '../../support/stack';

export const VIDEO_URL = 'https://www.youtube.com/watch?v=aircAruvnKk';
/** The video of every lesson but a course's first: a paid lesson never plays a preview's video. */
export const OTHER_VIDEO_URL = 'https://www.youtube.com/watch?v=IHZwWFHWa-w';

export const LEARNING_POINTS = ['Ponto 1', 'Ponto 2', 'Ponto 3', 'Ponto 4', 'Ponto 5'];

export interface CourseFixture {
  courseId: string;
  slug: string;
  moduleIds: string[];
  /** Lesson ids in playing order (module order, then lesson order). */
  lessonIds: string[];
}

/**
 * A course with one module per entry of `lessonsPerModule` (default: one module with 3 lessons of
 * 10 minutes). `active: false` makes it inactive. The first lesson plays VIDEO_URL and the others
 * OTHER_VIDEO_URL, so any first lesson may be made a free preview.
 */
export async function createCourse(
  options: { lessonsPerModule?: number[]; active?: boolean; minutes?: number; title?: string } = {},
): Promise<CourseFixture> {
  const slug = uniqueSlug('curso');
  const [course] = await sql<{ id: string }[]>`
    insert into public.courses (slug, title, learning_points, is_active, price, total_hours)
    values (${slug}, ${options.title ?? `Curso ${slug}`}, ${LEARNING_POINTS}, ${options.active ?? true}, 100, 10)
    returning id`;
  const courseId = course!.id;
  const moduleIds: string[] = [];
  const lessonIds: string[] = [];
  const perModule = options.lessonsPerModule ?? [3];
  let videoUrl = VIDEO_URL;
  for (const [moduleIndex, count] of perModule.entries()) {
    const [module] = await sql<{ id: string }[]>`
      insert into public.course_modules (course_id, title, order_index)
      values (${courseId}, ${`Módulo ${moduleIndex + 1}`}, ${moduleIndex + 1})
      returning id`;
    moduleIds.push(module!.id);
    for (let lesson = 1; lesson <= count; lesson++) {
      const [row] = await sql<{ id: string }[]>`
        insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
        values (${module!.id}, ${`Aula ${moduleIndex + 1}.${lesson}`}, ${videoUrl}, ${options.minutes ?? 10}, ${lesson})
        returning id`;
      lessonIds.push(row!.id);
      videoUrl = OTHER_VIDEO_URL;
    }
  }
  return { courseId, slug, moduleIds, lessonIds };
}

/** Enrols a user directly (the enrol RPC has its own tests). */
export async function enrol(userId: string, courseId: string) {
  await sql`insert into public.enrollments (user_id, course_id) values (${userId}, ${courseId})`;
}

export async function linkTeacher(teacherId: string, courseId: string) {
  await sql`insert into public.teacher_courses (teacher_id, course_id) values (${teacherId}, ${courseId})`;
}

export async function roleOf(userId: string) {
  const rows = await sql<
    { role: string }[]
  >`select role::text from public.user_roles where user_id = ${userId}`;
  return rows.map((row) => row.role);
}

export async function enrollmentOf(userId: string, courseId: string) {
  const [row] = await sql<{ progress: number; completed: boolean }[]>`
    select progress, completed from public.enrollments where user_id = ${userId} and course_id = ${courseId}`;
  return row ?? null;
}

interface Result {
  error: PostgrestError | null;
  data: unknown;
}

/**
 * A write or read the database refuses outright: 42501 (a row level security check, or a function
 * that refuses the caller). Callers then check in the database that nothing changed.
 */
export function expectDenied(result: Result) {
  expect(result.error?.code).toBe('42501');
  expect(result.data).toBeNull();
}

/**
 * A read or write that row level security turns into nothing: no error and no row (the rows are
 * invisible to the caller, so an update or delete matches none). On the local stack this is how
 * a missing grant shows too (docs/testing.md, "The stack the tests run on").
 */
export function expectNothing(result: Result) {
  expect(result.error).toBeNull();
  expect(result.data).toEqual([]);
}

export function expectError(result: Result, code: string, message?: string) {
  expect(result.error, 'expected an error').not.toBeNull();
  expect(result.error?.code).toBe(code);
  if (message) expect(result.error?.message).toBe(message);
}

/**
 * A CHECK constraint violation. Supabase answers 400 with code 23514; the local stack passes
 * 23514 through as a 500 with code "SUP" and the Postgres message.
 */
export function expectCheckViolation(result: Result, label?: string) {
  expect(result.error, label ?? 'expected a check violation').not.toBeNull();
  const { code, message } = result.error!;
  expect(
    code === '23514' || (code === 'SUP' && message.includes('violates check constraint')),
    `${label}: ${code} ${message}`,
  ).toBe(true);
}
