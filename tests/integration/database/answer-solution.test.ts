// The solution mark as the thread offers it: who may set it (the course's linked professores and
// the administradores, never the answer's own author), what the thread tells each reader
// (is_solution for everyone, can_mark_solution only where set_answer_solution would pass), and the
// points the mark earns: once per author and question, never farmed by unmarking and marking
// again, nothing for an answer given as teacher. docs/engagement.md, docs/rules/engagement.md.
import { describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { pointsOf, totalPoints } from './engagement-fixtures';
import { createCourse, enrol, expectError, linkTeacher } from './fixtures';

interface ThreadAnswerRow {
  id: string;
  is_solution: boolean;
  can_mark_solution: boolean;
}

async function threadAs(user: TestUser, questionId: string) {
  const { data, error } = await user.client.rpc('get_question_thread', { p_question_id: questionId });
  expect(error).toBeNull();
  return (data as unknown as { answers: { rows: ThreadAnswerRow[] } }).answers.rows;
}

const mark = (user: TestUser, answerId: string, solution = true) =>
  user.client.rpc('set_answer_solution', { p_answer_id: answerId, p_solution: solution });

async function isSolution(answerId: string) {
  const [row] = await sql<{ is_solution: boolean }[]>`
    select is_solution from public.question_answers where id = ${answerId}`;
  return row!.is_solution;
}

/** A course with a linked teacher, an asker, a classmate who answers, and the teacher's own answer. */
async function thread() {
  const course = await createCourse();
  const teacher = await createUser({ role: 'professor' });
  await linkTeacher(teacher.userId, course.courseId);
  const asker = await createUser();
  const classmate = await createUser();
  await enrol(asker.userId, course.courseId);
  await enrol(classmate.userId, course.courseId);
  const asked = await asker.client.rpc('ask_question', {
    p_lesson_id: course.lessonIds[0]!,
    p_title: 'Como restrinjo o acesso ao bucket?',
    p_body: 'Ele aparece como público no console.',
  });
  expect(asked.error).toBeNull();
  const questionId = (asked.data as unknown as { id: string }).id;
  const answer = async (user: TestUser, body: string) => {
    const { data, error } = await user.client.rpc('answer_question', {
      p_question_id: questionId,
      p_body: body,
    });
    expect(error).toBeNull();
    return (data as unknown as { id: string }).id;
  };
  const classmateAnswer = await answer(classmate, 'Ative "Bloquear todo o acesso público".');
  const teacherAnswer = await answer(teacher, 'Confira também a política do bucket.');
  return { course, teacher, asker, classmate, questionId, classmateAnswer, teacherAnswer };
}

describe('set_answer_solution: who may mark', () => {
  it('denied (not_moderator): a student of the course, the asker and a teacher of another course', async () => {
    const { asker, classmate, teacherAnswer, classmateAnswer } = await thread();
    const otherTeacher = await createUser({ role: 'professor' });
    await linkTeacher(otherTeacher.userId, (await createCourse()).courseId);
    for (const user of [asker, classmate, otherTeacher]) {
      expectError(await mark(user, teacherAnswer), '42501', 'not_moderator');
      expectError(await mark(user, classmateAnswer), '42501', 'not_moderator');
    }
    expect(await isSolution(teacherAnswer)).toBe(false);
    expect(await isSolution(classmateAnswer)).toBe(false);
  });

  it("denied (solution_own_answer): the answer's author, even as the course's teacher or an administrator", async () => {
    const { course, teacher, questionId, teacherAnswer } = await thread();
    expectError(await mark(teacher, teacherAnswer), 'P0001', 'solution_own_answer');
    expect(await isSolution(teacherAnswer)).toBe(false);

    const admin = await createUser({ role: 'administrador' });
    const answered = await admin.client.rpc('answer_question', {
      p_question_id: questionId,
      p_body: 'Resposta da administração.',
    });
    expect(answered.error).toBeNull();
    const adminAnswer = (answered.data as unknown as { id: string }).id;
    expectError(await mark(admin, adminAnswer), 'P0001', 'solution_own_answer');
    expect(await isSolution(adminAnswer)).toBe(false);

    // Nor may the author remove a mark another teacher set on it.
    const colleague = await createUser({ role: 'professor' });
    await linkTeacher(colleague.userId, course.courseId);
    expect((await mark(colleague, teacherAnswer)).error).toBeNull();
    expectError(await mark(teacher, teacherAnswer, false), 'P0001', 'solution_own_answer');
    expect(await isSolution(teacherAnswer)).toBe(true);
  });

  it("allowed: the course's teacher marks a classmate's answer and removes the mark", async () => {
    const { teacher, classmateAnswer, questionId } = await thread();
    const marked = await mark(teacher, classmateAnswer);
    expect(marked.error).toBeNull();
    expect(marked.data).toEqual({
      answer_id: classmateAnswer,
      question_id: questionId,
      is_solution: true,
      points_awarded: true,
    });
    expect(await isSolution(classmateAnswer)).toBe(true);
    const unmarked = await mark(teacher, classmateAnswer, false);
    expect(unmarked.error).toBeNull();
    expect(await isSolution(classmateAnswer)).toBe(false);
  });

  it("allowed: an administrator marks the teacher's answer, which earns nothing (answered as teacher)", async () => {
    const { teacher, teacherAnswer } = await thread();
    const admin = await createUser({ role: 'administrador' });
    const marked = await mark(admin, teacherAnswer);
    expect(marked.error).toBeNull();
    expect((marked.data as unknown as { points_awarded: boolean }).points_awarded).toBe(false);
    expect(await isSolution(teacherAnswer)).toBe(true);
    expect(await pointsOf(teacher.userId)).toEqual([]);
  });
});

describe('the points of a solution', () => {
  it('the author gets them once: unmarking, marking again and moving the mark back earn nothing more', async () => {
    const { teacher, classmate, classmateAnswer, teacherAnswer, questionId } = await thread();
    const admin = await createUser({ role: 'administrador' });
    expect((await mark(teacher, classmateAnswer)).error).toBeNull();
    for (let round = 0; round < 3; round++) {
      expect((await mark(teacher, classmateAnswer, false)).error).toBeNull();
      const again = await mark(teacher, classmateAnswer);
      expect((again.data as unknown as { points_awarded: boolean }).points_awarded).toBe(false);
    }
    // Away to the teacher's answer and back, by someone else.
    expect((await mark(admin, teacherAnswer)).error).toBeNull();
    expect(await isSolution(classmateAnswer)).toBe(false);
    expect((await mark(admin, classmateAnswer)).error).toBeNull();
    // Unmarking takes nothing back either.
    expect((await mark(admin, classmateAnswer, false)).error).toBeNull();
    expect(await pointsOf(classmate.userId)).toEqual([
      { reason: 'answer_solution', points: 15, subject_id: questionId },
    ]);
    expect(await totalPoints(classmate.userId)).toBe(15);
    expect(await totalPoints(teacher.userId)).toBe(0);
    expect(await totalPoints(admin.userId)).toBe(0);
  });
});

describe('get_question_thread: the mark and who may set it', () => {
  it('everyone who reads the thread sees the mark; only the course staff who did not write the answer may set it', async () => {
    const { teacher, asker, classmate, questionId, classmateAnswer, teacherAnswer } = await thread();
    expect((await mark(teacher, classmateAnswer)).error).toBeNull();

    for (const reader of [asker, classmate]) {
      const rows = await threadAs(reader, questionId);
      expect(
        rows.map(({ id, is_solution, can_mark_solution }) => ({ id, is_solution, can_mark_solution })),
      ).toEqual([
        { id: classmateAnswer, is_solution: true, can_mark_solution: false },
        { id: teacherAnswer, is_solution: false, can_mark_solution: false },
      ]);
    }

    const asTeacher = await threadAs(teacher, questionId);
    expect(asTeacher.map(({ id, can_mark_solution }) => ({ id, can_mark_solution }))).toEqual([
      { id: classmateAnswer, can_mark_solution: true },
      { id: teacherAnswer, can_mark_solution: false },
    ]);

    const admin = await createUser({ role: 'administrador' });
    const asAdmin = await threadAs(admin, questionId);
    expect(asAdmin.map((row) => row.can_mark_solution)).toEqual([true, true]);
  });

  it('a hidden answer may lose its mark but not get one', async () => {
    const { teacher, questionId, classmateAnswer } = await thread();
    expect((await mark(teacher, classmateAnswer)).error).toBeNull();
    expect(
      (await teacher.client.rpc('set_answer_hidden', { p_answer_id: classmateAnswer, p_hidden: true })).error,
    ).toBeNull();
    expect((await threadAs(teacher, questionId))[0]).toMatchObject({
      is_solution: true,
      can_mark_solution: true,
    });
    expect((await mark(teacher, classmateAnswer, false)).error).toBeNull();
    expect((await threadAs(teacher, questionId))[0]).toMatchObject({
      is_solution: false,
      can_mark_solution: false,
    });
    expectError(await mark(teacher, classmateAnswer), 'P0001', 'solution_hidden');
  });
});
