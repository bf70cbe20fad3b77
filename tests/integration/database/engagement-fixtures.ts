// Fixtures for the engagement suites: watching as the player does (saves through the real RPC), with
// the time between two saves moved back as superuser, since credited seconds follow the wall clock.
import { expect } from 'vitest';
import { sql, type TestUser } from '../../support/stack';

/** Moves the last save of a lesson back in time, as if `seconds` had passed since it. */
export async function letTimePass(userId: string, lessonId: string, seconds: number) {
  await sql`update public.watch_positions
            set updated_at = updated_at - make_interval(secs => ${seconds})
            where user_id = ${userId} and lesson_id = ${lessonId}`;
}

export async function save(user: TestUser, lessonId: string, position: number) {
  const { error } = await user.client.rpc('save_watch_position', {
    p_lesson_id: lessonId,
    p_position_seconds: position,
  });
  expect(error).toBeNull();
}

/** Watches a lesson of `minutes` minutes to its end in real time: a save at 0, then one at the end. */
export async function watchWhole(user: TestUser, lessonId: string, minutes = 10) {
  await save(user, lessonId, 0);
  await letTimePass(user.userId, lessonId, minutes * 60);
  await save(user, lessonId, minutes * 60);
}

export async function complete(user: TestUser, lessonId: string) {
  const { error } = await user.client.rpc('complete_lesson', { p_lesson_id: lessonId });
  expect(error).toBeNull();
}

export async function pointsOf(userId: string) {
  return sql<{ reason: string; points: number; subject_id: string }[]>`
    select reason, points, subject_id from public.point_events where user_id = ${userId} order by id`;
}

export async function totalPoints(userId: string) {
  const [row] = await sql<{ total: number }[]>`
    select coalesce(sum(points), 0)::integer as total from public.point_events where user_id = ${userId}`;
  return row!.total;
}

export async function studyDays(userId: string) {
  return sql<{ day: string; watched_seconds: number; lessons_completed: number; lessons_finished: number }[]>`
    select day::text, watched_seconds, lessons_completed, lessons_finished
    from public.study_days where user_id = ${userId} order by day`;
}
