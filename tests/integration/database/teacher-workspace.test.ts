// A teacher's workspace: per linked course, the students with their progress and last
// activity, newest enrolment first and paged by the database, and the questions waiting for a
// teacher, with what they need to open the lesson. Threat 21 (other courses) is in
// community-threats.test.ts.
import { describe, expect, it } from 'vitest';
import { createUser, sql } from '../../support/stack';
import { createCourse, enrol, linkTeacher } from './fixtures';

interface StudentRow {
  id: string;
  full_name: string | null;
  progress: number;
  completed: boolean;
  enrolled_at: string;
  last_activity_at: string;
}

interface WaitingRow {
  id: string;
  title: string;
  author_name: string;
  course: { id: string; title: string };
  lesson: { id: string; title: string };
}

describe('the students of a linked course', () => {
  it('newest enrolment first, paged, with progress and the latest activity', async () => {
    const course = await createCourse({ lessonsPerModule: [4] });
    const teacher = await createUser({ role: 'professor' });
    await linkTeacher(teacher.userId, course.courseId);
    const names = ['Ana Antiga', 'Beto Meio', 'Cida Nova'];
    const students = [];
    for (const [index, fullName] of names.entries()) {
      const student = await createUser({ fullName });
      await sql`insert into public.enrollments (user_id, course_id, enrolled_at)
                values (${student.userId}, ${course.courseId}, now() - ${`${10 - index} days`}::interval)`;
      students.push(student);
    }
    // Ana completed a lesson three days ago; Beto saved a position yesterday; Cida did nothing.
    await sql`insert into public.lesson_progress (user_id, lesson_id, completed, completed_at)
              values (${students[0]!.userId}, ${course.lessonIds[0]!}, true, now() - interval '3 days')`;
    await sql`select private.refresh_course_progress(${course.courseId})`;
    await sql`insert into public.watch_positions (user_id, lesson_id, position_seconds, updated_at)
              values (${students[1]!.userId}, ${course.lessonIds[1]!}, 30, now() - interval '1 day')`;

    const page1 = await teacher.client.rpc('teacher_course_students', {
      p_course_id: course.courseId,
      p_page: 1,
      p_page_size: 2,
    });
    expect(page1.error).toBeNull();
    const first = page1.data as unknown as { total: number; page: number; rows: StudentRow[] };
    expect(first).toMatchObject({ total: 3, page: 1 });
    expect(first.rows.map((row) => row.full_name)).toEqual(['Cida Nova', 'Beto Meio']);
    const page2 = (
      await teacher.client.rpc('teacher_course_students', {
        p_course_id: course.courseId,
        p_page: 2,
        p_page_size: 2,
      })
    ).data as unknown as { rows: StudentRow[] };
    expect(page2.rows.map((row) => [row.full_name, row.progress])).toEqual([['Ana Antiga', 25]]);

    const [times] = await sql<{ ana: Date; beto: Date; cida: Date }[]>`
      select (select completed_at from public.lesson_progress where user_id = ${students[0]!.userId}) as ana,
             (select updated_at from public.watch_positions where user_id = ${students[1]!.userId}) as beto,
             (select enrolled_at from public.enrollments where user_id = ${students[2]!.userId}) as cida`;
    const at = (row: StudentRow) => new Date(row.last_activity_at.replace(' ', 'T')).getTime();
    expect(at(page2.rows[0]!)).toBe(times!.ana.getTime());
    expect(at(first.rows[1]!)).toBe(times!.beto.getTime());
    expect(at(first.rows[0]!)).toBe(times!.cida.getTime());
  });
});

describe('the questions waiting for a teacher', () => {
  it('every linked course or one of them, newest first; a teacher answer, the asker resolving or hiding takes it off', async () => {
    const [courseA, courseB] = await Promise.all([createCourse(), createCourse()]);
    const [teacher, student] = await Promise.all([
      createUser({ role: 'professor' }),
      createUser({ fullName: 'Rita Alves' }),
    ]);
    await linkTeacher(teacher.userId, courseA.courseId);
    await linkTeacher(teacher.userId, courseB.courseId);
    await enrol(student.userId, courseA.courseId);
    await enrol(student.userId, courseB.courseId);
    const ask = async (lessonId: string, title: string) =>
      (
        (await student.client.rpc('ask_question', { p_lesson_id: lessonId, p_title: title, p_body: 'Texto' }))
          .data as {
          id: string;
        }
      ).id;
    const a1 = await ask(courseA.lessonIds[1]!, 'A1');
    const b1 = await ask(courseB.lessonIds[0]!, 'B1');
    const a2 = await ask(courseA.lessonIds[0]!, 'A2');
    const a3 = await ask(courseA.lessonIds[0]!, 'A3');

    const waiting = async (courseId?: string) => {
      const { data, error } = await teacher.client.rpc(
        'teacher_waiting_questions',
        courseId ? { p_course_id: courseId } : {},
      );
      expect(error).toBeNull();
      return data as unknown as { total: number; rows: WaitingRow[] };
    };
    const all = await waiting();
    expect(all.total).toBe(4);
    expect(all.rows.map((row) => row.title)).toEqual(['A3', 'A2', 'B1', 'A1']);
    expect(all.rows[3]).toMatchObject({
      author_name: 'Rita A.',
      course: { id: courseA.courseId },
      lesson: { id: courseA.lessonIds[1] },
    });
    expect((await waiting(courseB.courseId)).rows.map((row) => row.id)).toEqual([b1]);

    // A classmate's answer does not count; the teacher's does.
    const classmate = await createUser();
    await enrol(classmate.userId, courseA.courseId);
    await classmate.client.rpc('answer_question', { p_question_id: a1, p_body: 'Colega' });
    expect((await waiting()).total).toBe(4);
    await teacher.client.rpc('answer_question', { p_question_id: a1, p_body: 'Professora' });
    await student.client.rpc('set_question_resolved', { p_question_id: a2, p_resolved: true });
    await teacher.client.rpc('set_question_hidden', { p_question_id: a3, p_hidden: true });
    expect((await waiting()).rows.map((row) => row.id)).toEqual([b1]);
  });
});
