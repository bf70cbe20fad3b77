// The progress rule: progress is completed lessons over lessons,
// rounded to a whole percent, but it reads 100 — and the course counts as completed — only when
// every lesson is done. Plain rounding gave 100 % at 199 of 200 (99.5 rounds up). Both places that
// compute progress are checked: complete_lesson and the recomputation when lessons change.
import { describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, enrol, enrollmentOf, VIDEO_URL } from './fixtures';

/** A course with one module of `count` lessons, inserted in one statement (triggers still run). */
async function courseWithLessons(count: number) {
  const course = await createCourse({ lessonsPerModule: [1] });
  const moduleId = course.moduleIds[0]!;
  await sql`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
    select ${moduleId}, 'Aula ' || n, ${VIDEO_URL}, 5, n
    from generate_series(2, ${count}) as n`;
  const lessons = await sql<{ id: string }[]>`
    select id from public.lessons where module_id = ${moduleId} order by order_index`;
  expect(lessons).toHaveLength(count);
  return { ...course, lessonIds: lessons.map((lesson) => lesson.id) };
}

/** Marks lessons done directly (fixture), leaving the recomputation to the call under test. */
async function markDone(userId: string, lessonIds: string[]) {
  await sql`
    insert into public.lesson_progress (user_id, lesson_id)
    select ${userId}, unnest(${lessonIds}::uuid[])`;
}

async function complete(student: TestUser, lessonId: string) {
  const result = await student.client.rpc('complete_lesson', { p_lesson_id: lessonId });
  expect(result.error).toBeNull();
  return result.data as { progress: number; completed: boolean };
}

describe('progress reaches 100 only when every lesson is done', () => {
  it('complete_lesson: 199 of 200 is 99 and not completed; 200 of 200 is 100 and completed', async () => {
    const student = await createUser();
    const course = await courseWithLessons(200);
    await enrol(student.userId, course.courseId);
    await markDone(student.userId, course.lessonIds.slice(0, 198));

    expect(await complete(student, course.lessonIds[198]!)).toMatchObject({ progress: 99, completed: false });
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 99, completed: false });

    expect(await complete(student, course.lessonIds[199]!)).toMatchObject({ progress: 100, completed: true });
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 100, completed: true });
  });

  it('keeps rounding below the last lesson: 1 of 3 is 33, 2 of 3 is 67, 1 of 200 is 1', async () => {
    const student = await createUser();
    const small = await createCourse({ lessonsPerModule: [3] });
    await enrol(student.userId, small.courseId);
    expect(await complete(student, small.lessonIds[0]!)).toMatchObject({ progress: 33, completed: false });
    expect(await complete(student, small.lessonIds[1]!)).toMatchObject({ progress: 67, completed: false });

    const large = await courseWithLessons(200);
    await enrol(student.userId, large.courseId);
    expect(await complete(student, large.lessonIds[0]!)).toMatchObject({ progress: 1, completed: false });
  });

  it('lessons added or removed: 200 of 201 is 99, back to 100 when the extra lesson goes', async () => {
    const student = await createUser();
    const course = await courseWithLessons(200);
    await enrol(student.userId, course.courseId);
    await markDone(student.userId, course.lessonIds.slice(0, 199));
    expect(await complete(student, course.lessonIds[199]!)).toMatchObject({ progress: 100, completed: true });

    // An administrador adds a lesson: 200 of 201 (99.5 %) is not complete.
    const [added] = await sql<{ id: string }[]>`
      insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
      values (${course.moduleIds[0]!}, 'Aula extra', ${VIDEO_URL}, 5, 999)
      returning id`;
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 99, completed: false });

    // Removing a completed lesson: 199 of 200 is still not complete.
    await sql`delete from public.lessons where id = ${course.lessonIds[0]!}`;
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 99, completed: false });

    // Removing the one lesson left undone: 199 of 199.
    await sql`delete from public.lessons where id = ${added!.id}`;
    expect(await enrollmentOf(student.userId, course.courseId)).toEqual({ progress: 100, completed: true });
  });

  it('the enrolments table refuses a completed flag that disagrees with 100 %', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    for (const [progress, completed] of [
      [99, true],
      [100, false],
    ] as const) {
      await expect(
        sql`update public.enrollments set progress = ${progress}, completed = ${completed}
            where user_id = ${student.userId} and course_id = ${course.courseId}`,
      ).rejects.toThrow(/enrollments_completed_matches_progress/);
    }
  });
});
