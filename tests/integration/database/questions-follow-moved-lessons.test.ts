import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, enrol, expectError, linkTeacher, type CourseFixture } from './fixtures';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
});

describe('questions follow their lesson to another course', () => {
  let from: CourseFixture;
  let to: CourseFixture;
  let oldStudent: TestUser;
  let oldTeacher: TestUser;
  let newStudent: TestUser;
  let newTeacher: TestUser;
  let questionId: string;

  beforeAll(async () => {
    [oldStudent, oldTeacher, newStudent, newTeacher] = await Promise.all([
      createUser(),
      createUser({ role: 'professor' }),
      createUser(),
      createUser({ role: 'professor' }),
    ]);
    [from, to] = await Promise.all([
      createCourse({ lessonsPerModule: [2] }),
      createCourse({ lessonsPerModule: [1] }),
    ]);
    await enrol(oldStudent.userId, from.courseId);
    await enrol(newStudent.userId, to.courseId);
    await linkTeacher(oldTeacher.userId, from.courseId);
    await linkTeacher(newTeacher.userId, to.courseId);
    const asked = await oldStudent.client.rpc('ask_question', {
      p_lesson_id: from.lessonIds[1]!,
      p_title: 'Dúvida que muda de curso',
      p_body: 'Texto.',
    });
    expect(asked.error).toBeNull();
    questionId = (asked.data as { id: string }).id;
    const moved = await admin.client
      .from('lessons')
      .update({ module_id: to.moduleIds[0]! })
      .eq('id', from.lessonIds[1]!)
      .select('course_id')
      .single();
    expect(moved.data?.course_id).toBe(to.courseId);
  });

  const waitingIds = async (user: TestUser, courseId: string) => {
    const result = await user.client.rpc('teacher_waiting_questions', { p_course_id: courseId });
    expect(result.error).toBeNull();
    return (result.data as { rows: { id: string }[] }).rows.map((row) => row.id);
  };

  it('the old course’s students and teacher no longer see the question', async () => {
    expectError(
      await oldStudent.client.rpc('list_lesson_questions', { p_lesson_id: from.lessonIds[1]! }),
      '42501',
      'not_enrolled',
    );
    for (const user of [oldStudent, oldTeacher]) {
      expectError(
        await user.client.rpc('get_question_thread', { p_question_id: questionId }),
        '42501',
        'not_enrolled',
      );
    }
    expect(await waitingIds(oldTeacher, from.courseId)).toEqual([]);
  });

  it('allowed: the question now belongs to the new course, whose students and teacher see it', async () => {
    const [row] = await sql<{ course_id: string }[]>`
      select course_id from public.lesson_questions where id = ${questionId}`;
    expect(row?.course_id).toBe(to.courseId);
    const listed = await newStudent.client.rpc('list_lesson_questions', { p_lesson_id: from.lessonIds[1]! });
    expect(listed.error).toBeNull();
    expect((listed.data as { rows: { id: string }[] }).rows.map((item) => item.id)).toEqual([questionId]);
    for (const user of [newStudent, newTeacher]) {
      const thread = await user.client.rpc('get_question_thread', { p_question_id: questionId });
      expect(thread.error).toBeNull();
    }
    expect(await waitingIds(newTeacher, to.courseId)).toEqual([questionId]);
  });
});
