// Threats 20, 21 and 23 of docs/threat-model.md (reviews, questions, the
// teacher's workspace), each attack made with supabase-js and the publishable key, refused by the
// database, and each with its allowed twin.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import {
  createCourse,
  enrol,
  expectError,
  expectNothing,
  linkTeacher,
  type CourseFixture,
  expectDenied,
} from './fixtures';

let course: CourseFixture; // student and classmate enrolled, teacher teaches it
let otherCourse: CourseFixture; // outsider enrolled, otherTeacher teaches it
let student: TestUser;
let classmate: TestUser;
let outsider: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let admin: TestUser;
let questionId: string;

beforeAll(async () => {
  [course, otherCourse] = await Promise.all([createCourse(), createCourse()]);
  [student, classmate, outsider, teacher, otherTeacher, admin] = await Promise.all([
    createUser({ fullName: 'Estela Aluna', phone: '11955556666' }),
    createUser({ fullName: 'Caio Colega' }),
    createUser({ fullName: 'Otto Fora' }),
    createUser({ role: 'professor', fullName: 'Tereza Professora' }),
    createUser({ role: 'professor', fullName: 'Olavo Outro' }),
    createUser({ role: 'administrador' }),
  ]);
  await enrol(student.userId, course.courseId);
  await enrol(classmate.userId, course.courseId);
  await enrol(outsider.userId, otherCourse.courseId);
  await linkTeacher(teacher.userId, course.courseId);
  await linkTeacher(otherTeacher.userId, otherCourse.courseId);
  const asked = await student.client.rpc('ask_question', {
    p_lesson_id: course.lessonIds[0]!,
    p_title: 'Pergunta da turma',
    p_body: 'Só para quem está no curso',
  });
  expect(asked.error).toBeNull();
  questionId = (asked.data as { id: string }).id;
});

describe('threat 20: questions of a course one is not enrolled in or does not teach', () => {
  it('reading them is refused to anon, a student of another course and the teacher of another course', async () => {
    for (const [name, client] of [
      ['anon', anonClient()],
      ['outsider', outsider.client],
      ['otherTeacher', otherTeacher.client],
    ] as const) {
      const listed = await client.rpc('list_lesson_questions', { p_lesson_id: course.lessonIds[0]! });
      expect(listed.error?.code, name).toBe('42501');
      expect(listed.data, name).toBeNull();
      const thread = await client.rpc('get_question_thread', { p_question_id: questionId });
      expect(thread.error?.code, name).toBe('42501');
      // Nor through the tables.
      expectNothing(await client.from('lesson_questions').select('title').eq('id', questionId));
      expectNothing(await client.from('question_answers').select('body').eq('question_id', questionId));
    }
  });

  it('allowed: classmates, the course’s teacher and administradores read them', async () => {
    for (const client of [classmate.client, teacher.client, admin.client]) {
      const listed = await client.rpc('list_lesson_questions', { p_lesson_id: course.lessonIds[0]! });
      expect(listed.error).toBeNull();
      expect((listed.data as { rows: { id: string }[] }).rows.map((row) => row.id)).toContain(questionId);
    }
  });

  it('posting, answering and voting are refused to outsiders and to anon', async () => {
    const before =
      await sql`select count(*)::int as n from public.lesson_questions where course_id = ${course.courseId}`;
    for (const client of [anonClient(), outsider.client, otherTeacher.client]) {
      expectError(
        await client.rpc('ask_question', {
          p_lesson_id: course.lessonIds[0]!,
          p_title: 'Intrusa',
          p_body: 'x',
        }),
        '42501',
      );
      expectError(
        await client.rpc('answer_question', { p_question_id: questionId, p_body: 'Intrusa' }),
        '42501',
      );
      expectError(
        await client.rpc('set_question_vote', { p_question_id: questionId, p_voted: true }),
        '42501',
      );
      expectDenied(
        await client
          .from('lesson_questions')
          .insert({
            lesson_id: course.lessonIds[0]!,
            course_id: course.courseId,
            author_id: student.userId,
            title: 'Forjada',
            body: 'x',
          })
          .select(),
      );
    }
    // A teacher answers; teachers do not ask (they are not enrolled).
    expectError(
      await teacher.client.rpc('ask_question', {
        p_lesson_id: course.lessonIds[0]!,
        p_title: 'T',
        p_body: 'x',
      }),
      '42501',
      'not_enrolled',
    );
    const after =
      await sql`select count(*)::int as n from public.lesson_questions where course_id = ${course.courseId}`;
    expect(after).toEqual(before);
    expect(await sql`select 1 from public.question_votes where question_id = ${questionId}`).toHaveLength(0);
  });

  it('allowed: an enrolled classmate asks, answers and votes', async () => {
    const asked = await classmate.client.rpc('ask_question', {
      p_lesson_id: course.lessonIds[1]!,
      p_title: 'Minha dúvida',
      p_body: 'Texto',
    });
    expect(asked.error).toBeNull();
    expect(
      (await classmate.client.rpc('answer_question', { p_question_id: questionId, p_body: 'Ajuda' })).error,
    ).toBeNull();
    expect(
      (await classmate.client.rpc('set_question_vote', { p_question_id: questionId, p_voted: true })).data,
    ).toMatchObject({ upvotes: 1, has_voted: true });
  });

  it("forging the teacher mark: no argument sets it and no write reaches it; a student's answer is never marked", async () => {
    const forgedCall = await classmate.client.rpc('answer_question', {
      p_question_id: questionId,
      p_body: 'Sou professor',
      p_is_teacher: true,
    } as never);
    expect(forgedCall.error?.code).toBe('PGRST202');
    expectDenied(
      await classmate.client
        .from('question_answers')
        .insert({ question_id: questionId, author_id: classmate.userId, body: 'Falsa', is_teacher: true })
        .select(),
    );
    const own = await classmate.client.rpc('answer_question', {
      p_question_id: questionId,
      p_body: 'Normal',
    });
    const ownId = (own.data as { id: string; is_teacher: boolean }).id;
    expect((own.data as { is_teacher: boolean }).is_teacher).toBe(false);
    expectNothing(
      await classmate.client.from('question_answers').update({ is_teacher: true }).eq('id', ownId).select(),
    );
    expect(await sql`select is_teacher from public.question_answers where id = ${ownId}`).toEqual([
      { is_teacher: false },
    ]);
    // Nor the counters behind 'answered by the teacher'.
    expectNothing(
      await student.client
        .from('lesson_questions')
        .update({ teacher_answer_count: 5, upvote_count: 99 })
        .eq('id', questionId)
        .select(),
    );
    expect(
      await sql`select teacher_answer_count from public.lesson_questions where id = ${questionId}`,
    ).toEqual([{ teacher_answer_count: 0 }]);
  });

  it("allowed: the course's teacher's answer carries the mark", async () => {
    const answer = await teacher.client.rpc('answer_question', {
      p_question_id: questionId,
      p_body: 'Oficial',
    });
    expect(answer.data).toMatchObject({ is_teacher: true });
  });

  it("editing, deleting, resolving someone else's question or answer is refused", async () => {
    const answer = await classmate.client.rpc('answer_question', {
      p_question_id: questionId,
      p_body: 'Do colega',
    });
    const answerId = (answer.data as { id: string }).id;
    for (const client of [classmate.client, teacher.client, admin.client]) {
      expectError(
        await client.rpc('edit_question', { p_question_id: questionId, p_title: 'Mudei', p_body: 'x' }),
        '42501',
        'not_author',
      );
      expectError(await client.rpc('delete_question', { p_question_id: questionId }), '42501', 'not_author');
      expectNothing(
        await client.from('lesson_questions').update({ title: 'Mudei' }).eq('id', questionId).select(),
      );
      expectNothing(await client.from('lesson_questions').delete().eq('id', questionId).select());
    }
    for (const client of [student.client, teacher.client]) {
      expectError(
        await client.rpc('edit_answer', { p_answer_id: answerId, p_body: 'Mudei' }),
        '42501',
        'not_author',
      );
      expectError(await client.rpc('delete_answer', { p_answer_id: answerId }), '42501', 'not_author');
    }
    const [question] = await sql`select title from public.lesson_questions where id = ${questionId}`;
    expect(question).toEqual({ title: 'Pergunta da turma' });
    expect(await sql`select body from public.question_answers where id = ${answerId}`).toEqual([
      { body: 'Do colega' },
    ]);
  });

  it('allowed: the author edits their own question', async () => {
    const edited = await student.client.rpc('edit_question', {
      p_question_id: questionId,
      p_title: 'Pergunta da turma',
      p_body: 'Texto revisto',
    });
    expect(edited.data).toMatchObject({ body: 'Texto revisto' });
  });

  it('hiding is refused to students and to the teacher of another course', async () => {
    for (const client of [student.client, classmate.client, otherTeacher.client]) {
      expectError(
        await client.rpc('set_question_hidden', { p_question_id: questionId, p_hidden: true }),
        '42501',
        'not_moderator',
      );
    }
    const [answer] = await sql<
      { id: string }[]
    >`select id from public.question_answers where question_id = ${questionId} limit 1`;
    expectError(
      await otherTeacher.client.rpc('set_answer_hidden', { p_answer_id: answer!.id, p_hidden: true }),
      '42501',
      'not_moderator',
    );
    expect(await sql`select is_hidden from public.lesson_questions where id = ${questionId}`).toEqual([
      { is_hidden: false },
    ]);
  });

  it('flooding: beyond 10 questions an hour is refused, also straight into the table', async () => {
    const flooder = await createUser();
    await enrol(flooder.userId, course.courseId);
    const results = [];
    for (let index = 0; index < 11; index++) {
      results.push(
        await flooder.client.rpc('ask_question', {
          p_lesson_id: course.lessonIds[2]!,
          p_title: `Spam ${index}`,
          p_body: 'spam',
        }),
      );
    }
    expect(results.slice(0, 10).every((result) => result.error === null)).toBe(true);
    expectError(results[10]!, 'rate_limited', 'question_hourly_limit');
    expectDenied(
      await flooder.client
        .from('lesson_questions')
        .insert({
          lesson_id: course.lessonIds[2]!,
          course_id: course.courseId,
          author_id: flooder.userId,
          title: 'Spam direto',
          body: 'spam',
        })
        .select(),
    );
    expect(await sql`select 1 from public.lesson_questions where author_id = ${flooder.userId}`).toHaveLength(
      10,
    );
  });
});

describe('threat 21: a teacher reading students or questions of a course not linked to them', () => {
  it('nothing is returned: the students, the waiting questions, the lesson questions', async () => {
    for (const [name, client] of [
      ['otherTeacher', otherTeacher.client],
      ['aluno', student.client],
      ['anon', anonClient()],
    ] as const) {
      const students = await client.rpc('teacher_course_students', { p_course_id: course.courseId });
      expect(students.error?.code, name).toBe('42501');
      expect(students.data, name).toBeNull();
      const waiting = await client.rpc('teacher_waiting_questions', { p_course_id: course.courseId });
      expect(waiting.error?.code, name).toBe('42501');
    }
    // Without a course: only the caller's own courses.
    const mine = await otherTeacher.client.rpc('teacher_waiting_questions', {});
    expect(mine.error).toBeNull();
    expect(JSON.stringify(mine.data)).not.toContain(questionId);
    // Nor through the tables a teacher might try.
    expectNothing(
      await otherTeacher.client.from('enrollments').select('user_id').eq('course_id', course.courseId),
    );
    expectNothing(await otherTeacher.client.from('profiles').select('full_name').eq('id', student.userId));
  });

  it('a suspended teacher of the course sees nothing either', async () => {
    const suspended = await createUser({ role: 'professor' });
    await linkTeacher(suspended.userId, course.courseId);
    await sql`insert into public.teacher_docs (user_id, status) values (${suspended.userId}, 'suspenso')`;
    expectError(
      await suspended.client.rpc('teacher_course_students', { p_course_id: course.courseId }),
      '42501',
    );
    expectError(
      await suspended.client.rpc('list_lesson_questions', { p_lesson_id: course.lessonIds[0]! }),
      '42501',
    );
  });

  it('allowed: the linked teacher sees names, progress and last activity (never e-mail or phone) and the waiting questions', async () => {
    const students = await teacher.client.rpc('teacher_course_students', { p_course_id: course.courseId });
    expect(students.error).toBeNull();
    const rows = (students.data as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((row) => row.full_name)).toEqual(expect.arrayContaining(['Estela Aluna', 'Caio Colega']));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['completed', 'enrolled_at', 'full_name', 'id', 'last_activity_at', 'progress'].sort(),
      );
    }
    const text = JSON.stringify(students.data);
    for (const secret of [student.email, '11955556666', student.userId]) expect(text).not.toContain(secret);
    const waiting = await teacher.client.rpc('teacher_waiting_questions', {});
    expect(waiting.error).toBeNull();
  });
});

describe('threat 23: HTML or script in every new text field comes back as the same text', () => {
  const payload = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>negrito</b>';

  it('review, question title and text, and answer are stored and returned exactly as typed (the app shows them as text)', async () => {
    const reviewer = await createUser({ fullName: '<b>Hacker</b> Silva' });
    await enrol(reviewer.userId, course.courseId);
    await reviewer.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const review = await reviewer.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 3,
      p_body: payload,
    });
    expect(review.data).toMatchObject({ body: payload });
    const { data: cards } = await anonClient()
      .from('course_review_cards')
      .select('body, author_name')
      .eq('id', (review.data as { id: string }).id);
    expect(cards).toEqual([{ body: payload, author_name: '<b>Hacker</b> S.' }]);

    const question = await reviewer.client.rpc('ask_question', {
      p_lesson_id: course.lessonIds[0]!,
      p_title: payload.slice(0, 150),
      p_body: payload,
    });
    expect(question.data).toMatchObject({ title: payload.slice(0, 150), body: payload });
    const answer = await teacher.client.rpc('answer_question', {
      p_question_id: (question.data as { id: string }).id,
      p_body: payload,
    });
    expect(answer.data).toMatchObject({ body: payload });
  });
});
