// The hourly limits count what was written, not what is still there (deleting posts gives no hour
// back; edits have a limit of their own), and a teacher's 'new_question' notifications follow what
// they do (answering reads them) and what they teach (an unlinked course takes them away).
import type { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser, type TypedClient } from '../../support/stack';
import { createCourse, enrol, expectError, linkTeacher } from './fixtures';

const QUESTIONS_LIMIT = 'question_hourly_limit';
const ANSWERS_LIMIT = 'answer_hourly_limit';
const EDITS_LIMIT = 'edit_hourly_limit';

async function ask(user: TestUser, lessonId: string, title = 'Pergunta') {
  const { data, error } = await user.client.rpc('ask_question', {
    p_lesson_id: lessonId,
    p_title: title,
    p_body: 'Texto',
  });
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function answer(user: TestUser, questionId: string, body = 'Resposta') {
  const { data, error } = await user.client.rpc('answer_question', {
    p_question_id: questionId,
    p_body: body,
  });
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

async function studentOfNewCourse() {
  const course = await createCourse({ lessonsPerModule: [1] });
  const student = await createUser();
  await enrol(student.userId, course.courseId);
  return { course, student, lessonId: course.lessonIds[0]! };
}

describe('hourly limits count every post written, deleted or not', () => {
  it('refused: 10 questions asked and deleted, the 11th in the same hour', async () => {
    const { student, lessonId } = await studentOfNewCourse();
    for (let index = 0; index < 10; index++) {
      const id = await ask(student, lessonId, `Pergunta ${index}`);
      expect((await student.client.rpc('delete_question', { p_question_id: id })).data).toBe(true);
    }
    expect(await sql`select 1 from public.lesson_questions where author_id = ${student.userId}`).toHaveLength(
      0,
    );
    const again = await student.client.rpc('ask_question', {
      p_lesson_id: lessonId,
      p_title: 'Depois de apagar tudo',
      p_body: 'Texto',
    });
    expectError(again, 'rate_limited', QUESTIONS_LIMIT);
    expect(again.status).toBe(429);
  });

  it('allowed: under the limit after deleting, and again an hour later', async () => {
    const { student, lessonId } = await studentOfNewCourse();
    for (let index = 0; index < 9; index++) {
      const id = await ask(student, lessonId, `Pergunta ${index}`);
      await student.client.rpc('delete_question', { p_question_id: id });
    }
    await ask(student, lessonId, 'A 10ª');
    expectError(
      await student.client.rpc('ask_question', { p_lesson_id: lessonId, p_title: 'A 11ª', p_body: 'Texto' }),
      'rate_limited',
      QUESTIONS_LIMIT,
    );
    await sql`update private.post_events set created_at = created_at - interval '61 minutes'
              where user_id = ${student.userId}`;
    await ask(student, lessonId, 'Uma hora depois');
    // The hour-old rows went when the student wrote again: the record does not grow forever.
    expect(await sql`select kind from private.post_events where user_id = ${student.userId}`).toEqual([
      { kind: 'questions' },
    ]);
  });

  it('refused: 30 answers deleted still count; allowed: the course’s teacher answers without limit', async () => {
    const { course, student, lessonId } = await studentOfNewCourse();
    const [asker, teacher] = await Promise.all([createUser(), createUser({ role: 'professor' })]);
    await enrol(asker.userId, course.courseId);
    await linkTeacher(teacher.userId, course.courseId);
    const questionId = await ask(asker, lessonId);
    const answerIds: string[] = [];
    for (let index = 0; index < 29; index++) answerIds.push(await answer(student, questionId, `R ${index}`));
    // Under the limit: the 30th is allowed.
    answerIds.push(await answer(student, questionId, 'A 30ª'));
    for (const id of answerIds) {
      expect((await student.client.rpc('delete_answer', { p_answer_id: id })).data).toBe(true);
    }
    expectError(
      await student.client.rpc('answer_question', { p_question_id: questionId, p_body: 'A 31ª' }),
      'rate_limited',
      ANSWERS_LIMIT,
    );
    await sql`insert into public.question_answers (question_id, author_id, body, is_teacher)
              select ${questionId}, ${teacher.userId}, 'Resposta ' || n, true from generate_series(1, 30) as n`;
    await answer(teacher, questionId, 'A 31ª do professor');
  });

  it('refused: the 21st edit in an hour, questions and answers together; allowed: up to 20, and the teacher', async () => {
    const { course, student, lessonId } = await studentOfNewCourse();
    const teacher = await createUser({ role: 'professor' });
    await linkTeacher(teacher.userId, course.courseId);
    const questionId = await ask(student, lessonId, 'Vou editar');
    const answerId = await answer(student, questionId, 'Minha resposta');
    for (let index = 0; index < 10; index++) {
      const edited = await student.client.rpc('edit_question', {
        p_question_id: questionId,
        p_title: `Vou editar ${index}`,
        p_body: 'Texto',
      });
      expect(edited.error).toBeNull();
      const answered = await student.client.rpc('edit_answer', {
        p_answer_id: answerId,
        p_body: `Minha resposta ${index}`,
      });
      expect(answered.error).toBeNull();
    }
    const tooManyQuestionEdits = await student.client.rpc('edit_question', {
      p_question_id: questionId,
      p_title: 'A 21ª edição',
      p_body: 'Texto',
    });
    expectError(tooManyQuestionEdits, 'rate_limited', EDITS_LIMIT);
    expect(tooManyQuestionEdits.status).toBe(429);
    expectError(
      await student.client.rpc('edit_answer', { p_answer_id: answerId, p_body: 'A 21ª edição' }),
      'rate_limited',
      EDITS_LIMIT,
    );
    expect(await sql`select title from public.lesson_questions where id = ${questionId}`).toEqual([
      { title: 'Vou editar 9' },
    ]);
    // Deleting the edited posts gives no edit back.
    await student.client.rpc('delete_question', { p_question_id: questionId });
    const fresh = await ask(student, lessonId, 'Outra');
    expectError(
      await student.client.rpc('edit_question', { p_question_id: fresh, p_title: 'Outra!', p_body: 'Texto' }),
      'rate_limited',
      EDITS_LIMIT,
    );

    const teacherAnswer = await answer(teacher, fresh, 'Do professor');
    for (let index = 0; index < 21; index++) {
      const edited = await teacher.client.rpc('edit_answer', {
        p_answer_id: teacherAnswer,
        p_body: `Do professor ${index}`,
      });
      expect(edited.error).toBeNull();
    }
  });

  it('the record is out of reach of anon, aluno and professor; the database writes it', async () => {
    const { student, lessonId } = await studentOfNewCourse();
    const teacher = await createUser({ role: 'professor' });
    await ask(student, lessonId, 'Registrada');
    for (const [name, client] of [
      ['anon', anonClient()],
      ['aluno', student.client],
      ['professor', teacher.client],
    ] as [string, TypedClient][]) {
      const raw = client as unknown as {
        schema(name: string): {
          from(table: string): {
            select(): PromiseLike<{ data: unknown; error: PostgrestError | null }>;
            delete(): { eq(c: string, v: string): PromiseLike<{ error: PostgrestError | null }> };
            insert(row: object): PromiseLike<{ error: PostgrestError | null }>;
          };
        };
        from(table: string): { select(): PromiseLike<{ data: unknown; error: PostgrestError | null }> };
      };
      const readPrivate = await raw.schema('private').from('post_events').select();
      expect(readPrivate.data, name).toBeNull();
      expect(readPrivate.error?.code, name).toBe('PGRST106');
      const readPublic = await raw.from('post_events').select();
      expect(readPublic.data, name).toBeNull();
      expect(readPublic.error?.code, name).toBe('PGRST205');
      const erase = await raw.schema('private').from('post_events').delete().eq('user_id', student.userId);
      expect(erase.error?.code, name).toBe('PGRST106');
      const forge = await raw
        .schema('private')
        .from('post_events')
        .insert({ user_id: student.userId, kind: 'questions' });
      expect(forge.error?.code, name).toBe('PGRST106');
      const reset = await client.rpc(
        'enforce_hourly_limit' as never,
        {
          p_user: student.userId,
          p_kind: 'questions',
          p_limit: 1000,
        } as never,
      );
      expect(reset.error?.code, name).toBe('PGRST202');
    }
    // Straight in SQL as the client roles too (the local stack grants ALL on every table at
    // runtime; row-level security without a policy still refuses every row).
    for (const role of ['anon', 'authenticated']) {
      const asRole = <T>(run: (transaction: typeof sql) => Promise<T>) =>
        sql.begin(async (transaction) => {
          await transaction.unsafe(`set local role ${role}`);
          return run(transaction as unknown as typeof sql);
        });
      const read = await asRole((transaction) => transaction`select user_id from private.post_events`).then(
        (rows) => ({ rows: [...rows], code: null }),
        (error: { code: string }) => ({ rows: [], code: error.code }),
      );
      expect(read, role).toEqual({ rows: [], code: null });
      await expect(
        asRole(
          (transaction) =>
            transaction`insert into private.post_events (user_id, kind) values (${student.userId}, 'questions')`,
        ),
        role,
      ).rejects.toMatchObject({ code: '42501' });
      const removed = await asRole(
        (transaction) => transaction`delete from private.post_events where user_id = ${student.userId}`,
      ).then(
        (rows) => ({ count: rows.count, code: null }),
        (error: { code: string }) => ({ count: 0, code: error.code }),
      );
      expect(removed, role).toEqual({ count: 0, code: null });
    }
    expect(
      await sql`select c.relrowsecurity as rls, (select count(*)::int from pg_policies p
                  where p.schemaname = 'private' and p.tablename = 'post_events') as policies
                from pg_class c where c.oid = 'private.post_events'::regclass`,
    ).toEqual([{ rls: true, policies: 0 }]);
    expect(await sql`select kind from private.post_events where user_id = ${student.userId}`).toEqual([
      { kind: 'questions' },
    ]);
  });
});

interface NotificationList {
  total: number;
  unread: number;
  rows: { kind: string; read_at: string | null; question: { id: string }; course: { id: string } }[];
}

async function notificationsOf(user: TestUser) {
  const { data, error } = await user.client.rpc('list_my_notifications');
  expect(error).toBeNull();
  return data as unknown as NotificationList;
}

async function unreadOnProfile(user: TestUser) {
  const [row] = await sql<{ unread: number }[]>`
    select unread_notifications as unread from public.profiles where id = ${user.userId}`;
  return row!.unread;
}

describe("a teacher's 'nova pergunta' notifications", () => {
  it('answering the question as its teacher marks it read; a classmate’s or another teacher’s answer does not', async () => {
    const course = await createCourse({ lessonsPerModule: [1] });
    const [student, classmate, teacher, coTeacher] = await Promise.all([
      createUser(),
      createUser(),
      createUser({ role: 'professor' }),
      createUser({ role: 'professor' }),
    ]);
    await enrol(student.userId, course.courseId);
    await enrol(classmate.userId, course.courseId);
    await linkTeacher(teacher.userId, course.courseId);
    await linkTeacher(coTeacher.userId, course.courseId);
    const questionId = await ask(student, course.lessonIds[0]!, 'Responda, professor');
    const otherQuestionId = await ask(student, course.lessonIds[0]!, 'Outra dúvida');

    await answer(classmate, questionId, 'Resposta de colega');
    expect(await notificationsOf(teacher)).toMatchObject({ total: 2, unread: 2 });

    await answer(teacher, questionId, 'Resposta do professor');
    const afterAnswer = await notificationsOf(teacher);
    expect(afterAnswer).toMatchObject({ total: 2, unread: 1 });
    expect(afterAnswer.rows.find((row) => row.question.id === questionId)!.read_at).not.toBeNull();
    expect(afterAnswer.rows.find((row) => row.question.id === otherQuestionId)!.read_at).toBeNull();
    expect(await unreadOnProfile(teacher)).toBe(1);
    // The co-teacher did not answer: theirs stay unread.
    expect(await notificationsOf(coTeacher)).toMatchObject({ total: 2, unread: 2 });
    expect(await unreadOnProfile(coTeacher)).toBe(2);
    // The asker's 'question_answered' notifications are not touched by it.
    expect(await notificationsOf(student)).toMatchObject({ total: 2, unread: 2 });
  });

  it('unlinking a teacher from a course removes their notifications of its questions; other courses and teachers keep theirs', async () => {
    const [course, otherCourse] = await Promise.all([
      createCourse({ lessonsPerModule: [1] }),
      createCourse({ lessonsPerModule: [1] }),
    ]);
    const [student, teacher, stayingTeacher, admin] = await Promise.all([
      createUser(),
      createUser({ role: 'professor' }),
      createUser({ role: 'professor' }),
      createUser({ role: 'administrador' }),
    ]);
    await enrol(student.userId, course.courseId);
    await enrol(student.userId, otherCourse.courseId);
    await linkTeacher(teacher.userId, course.courseId);
    await linkTeacher(teacher.userId, otherCourse.courseId);
    await linkTeacher(stayingTeacher.userId, course.courseId);
    const leftQuestion = await ask(student, course.lessonIds[0]!, 'Do curso que ele deixou');
    const keptQuestion = await ask(student, otherCourse.lessonIds[0]!, 'Do curso que ele ainda ensina');
    expect(await notificationsOf(teacher)).toMatchObject({ total: 2, unread: 2 });

    // Rewriting the links in one transaction (delete + insert back) keeps them.
    await sql.begin(async (transaction) => {
      await transaction`delete from public.teacher_courses where teacher_id = ${teacher.userId}`;
      await transaction`insert into public.teacher_courses (teacher_id, course_id)
                        values (${teacher.userId}, ${course.courseId}), (${teacher.userId}, ${otherCourse.courseId})`;
    });
    expect(await notificationsOf(teacher)).toMatchObject({ total: 2, unread: 2 });

    const unlinked = await admin.client
      .from('teacher_courses')
      .delete()
      .eq('teacher_id', teacher.userId)
      .eq('course_id', course.courseId)
      .select('course_id');
    expect(unlinked.error).toBeNull();
    expect(unlinked.data).toEqual([{ course_id: course.courseId }]);

    const left = await notificationsOf(teacher);
    expect(left).toMatchObject({ total: 1, unread: 1 });
    expect(left.rows.map((row) => row.question.id)).toEqual([keptQuestion]);
    expect(JSON.stringify(left)).not.toContain('Do curso que ele deixou');
    expect(await unreadOnProfile(teacher)).toBe(1);
    const direct = await teacher.client.from('notifications').select('id').eq('question_id', leftQuestion);
    expect(direct.data).toEqual([]);
    // The teacher who still teaches the course keeps theirs.
    expect((await notificationsOf(stayingTeacher)).rows.map((row) => row.question.id)).toEqual([
      leftQuestion,
    ]);
  });
});
