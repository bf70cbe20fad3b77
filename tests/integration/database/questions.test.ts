// Questions and answers under each lesson: asking, answering with the teacher mark
// decided by the database, resolving, 'Também tenho essa dúvida', newest or most voted first,
// moderation, the hourly limits and the notifications they raise. The attacks of threats 20, 21
// and 23 are in community-threats.test.ts; this file checks that the rules work as described.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, enrol, expectError, linkTeacher, type CourseFixture } from './fixtures';

interface QuestionRow {
  id: string;
  title: string;
  excerpt: string;
  author_name: string;
  is_mine: boolean;
  is_resolved: boolean;
  is_hidden: boolean;
  upvotes: number;
  has_voted: boolean;
  answer_count: number;
  teacher_answered: boolean;
}

interface QuestionList {
  total: number;
  page: number;
  page_size: number;
  order: string;
  can_ask: boolean;
  can_moderate: boolean;
  rows: QuestionRow[];
}

let course: CourseFixture;
let asker: TestUser; // 'Bruna Costa', enrolled
let classmate: TestUser; // 'Carlos Dias', enrolled
let teacher: TestUser; // teaches the course
let admin: TestUser;

beforeAll(async () => {
  course = await createCourse({ lessonsPerModule: [2] });
  [asker, classmate, teacher, admin] = await Promise.all([
    createUser({ fullName: 'Bruna Costa' }),
    createUser({ fullName: 'Carlos Dias' }),
    createUser({ role: 'professor', fullName: 'Paula Professora Reis' }),
    createUser({ role: 'administrador', fullName: 'Admin Geral' }),
  ]);
  await enrol(asker.userId, course.courseId);
  await enrol(classmate.userId, course.courseId);
  await linkTeacher(teacher.userId, course.courseId);
});

async function ask(
  user: TestUser,
  lessonId: string,
  title = 'Como criar um bucket?',
  body = 'Não entendi o passo 3.',
) {
  const { data, error } = await user.client.rpc('ask_question', {
    p_lesson_id: lessonId,
    p_title: title,
    p_body: body,
  });
  expect(error).toBeNull();
  return data as { id: string } & Record<string, unknown>;
}

async function list(user: TestUser, lessonId: string, order = 'recentes', page = 1, pageSize = 10) {
  const { data, error } = await user.client.rpc('list_lesson_questions', {
    p_lesson_id: lessonId,
    p_order: order,
    p_page: page,
    p_page_size: pageSize,
  });
  expect(error).toBeNull();
  return data as unknown as QuestionList;
}

describe('asking and reading', () => {
  it('an enrolled student asks; classmates, the teacher and administradores read it with the author as first name + initial', async () => {
    const lessonId = course.lessonIds[0]!;
    const question = await ask(asker, lessonId, '  Dúvida sobre IAM  ', 'Texto\ncom quebra de linha');
    expect(question).toMatchObject({
      title: 'Dúvida sobre IAM',
      body: 'Texto\ncom quebra de linha',
      author_name: 'Bruna C.',
      is_mine: true,
      is_resolved: false,
      upvotes: 0,
      answer_count: 0,
      teacher_answered: false,
    });
    for (const reader of [classmate, teacher, admin]) {
      const answer = await list(reader, lessonId);
      const row = answer.rows.find((item) => item.id === question.id);
      expect(row).toMatchObject({ title: 'Dúvida sobre IAM', author_name: 'Bruna C.', is_mine: false });
      expect(JSON.stringify(answer)).not.toContain(asker.userId);
      expect(JSON.stringify(answer)).not.toContain(asker.email);
    }
    expect(await list(classmate, lessonId)).toMatchObject({ can_ask: true, can_moderate: false });
    expect(await list(teacher, lessonId)).toMatchObject({ can_ask: false, can_moderate: true });
    expect(await list(admin, lessonId)).toMatchObject({ can_ask: false, can_moderate: true });
  });

  it('refused: blank or too long title and text; allowed at the limits', async () => {
    const lessonId = course.lessonIds[1]!;
    const attempt = (title: string, body: string) =>
      asker.client.rpc('ask_question', { p_lesson_id: lessonId, p_title: title, p_body: body });
    expectError(await attempt('   ', 'Texto'), 'P0001', 'question_title_required');
    expectError(await attempt('x'.repeat(151), 'Texto'), 'P0001', 'question_title_too_long');
    expectError(await attempt('Título', '\n \n'), 'P0001', 'question_body_required');
    expectError(await attempt('Título', 'x'.repeat(5001)), 'P0001', 'question_body_too_long');
    expectError(
      await asker.client.rpc('ask_question', { p_lesson_id: crypto.randomUUID(), p_title: 'T', p_body: 'B' }),
      'P0001',
      'lesson_not_found',
    );
    const atLimit = await attempt('x'.repeat(150), 'y'.repeat(5000));
    expect(atLimit.error).toBeNull();
    await asker.client.rpc('delete_question', { p_question_id: (atLimit.data as { id: string }).id });
  });

  it('lists newest first or most voted first, paged by the database, with an excerpt of the text', async () => {
    const own = await createCourse({ lessonsPerModule: [1] });
    const students = await Promise.all([createUser(), createUser(), createUser()]);
    for (const student of students) await enrol(student.userId, own.courseId);
    const lessonId = own.lessonIds[0]!;
    const first = await ask(students[0]!, lessonId, 'Primeira', 'a'.repeat(400));
    const second = await ask(students[0]!, lessonId, 'Segunda');
    const third = await ask(students[0]!, lessonId, 'Terceira');
    await students[1]!.client.rpc('set_question_vote', { p_question_id: first.id, p_voted: true });
    await students[2]!.client.rpc('set_question_vote', { p_question_id: first.id, p_voted: true });
    await students[1]!.client.rpc('set_question_vote', { p_question_id: second.id, p_voted: true });

    const recent = await list(students[1]!, lessonId);
    expect(recent.rows.map((row) => row.title)).toEqual(['Terceira', 'Segunda', 'Primeira']);
    expect(recent.rows[2]!.excerpt).toHaveLength(280);
    const voted = await list(students[1]!, lessonId, 'votadas');
    expect(voted.order).toBe('votadas');
    expect(voted.rows.map((row) => [row.title, row.upvotes, row.has_voted])).toEqual([
      ['Primeira', 2, true],
      ['Segunda', 1, true],
      ['Terceira', 0, false],
    ]);
    const page2 = await list(students[1]!, lessonId, 'recentes', 2, 2);
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.rows.map((row) => row.id)).toEqual([first.id]);
    // Past the last page answers the last page; an unknown order is 'recentes'.
    expect(await list(students[1]!, lessonId, 'qualquer', 99, 2)).toMatchObject({
      page: 2,
      order: 'recentes',
    });
    expect(third.id).toBeTruthy();
  });
});

describe('answering: the teacher mark is the database’s', () => {
  it("a classmate's answer is plain; the teacher's and an administrador's are 'Resposta do professor'", async () => {
    const question = await ask(asker, course.lessonIds[0]!, 'Qual região usar?');
    const byClassmate = await classmate.client.rpc('answer_question', {
      p_question_id: question.id,
      p_body: 'Eu usei sa-east-1.',
    });
    const byTeacher = await teacher.client.rpc('answer_question', {
      p_question_id: question.id,
      p_body: 'Use a mais próxima dos seus usuários.',
    });
    const byAdmin = await admin.client.rpc('answer_question', {
      p_question_id: question.id,
      p_body: 'Concordo.',
    });
    expect(byClassmate.data).toMatchObject({ is_teacher: false, author_name: 'Carlos D.' });
    expect(byTeacher.data).toMatchObject({ is_teacher: true, author_name: 'Paula R.' });
    expect(byAdmin.data).toMatchObject({ is_teacher: true });

    const thread = await asker.client.rpc('get_question_thread', { p_question_id: question.id });
    expect(thread.error).toBeNull();
    const data = thread.data as unknown as {
      question: QuestionRow;
      answers: { total: number; rows: { body: string; is_teacher: boolean }[] };
    };
    expect(data.question).toMatchObject({ answer_count: 3, teacher_answered: true });
    expect(data.answers.total).toBe(3);
    expect(data.answers.rows.map((row) => [row.body, row.is_teacher])).toEqual([
      ['Eu usei sa-east-1.', false],
      ['Use a mais próxima dos seus usuários.', true],
      ['Concordo.', true],
    ]);
  });

  it('the asker marks the question resolved (and back); nobody else can', async () => {
    const question = await ask(asker, course.lessonIds[0]!, 'Resolvida?');
    for (const other of [classmate, teacher, admin]) {
      expectError(
        await other.client.rpc('set_question_resolved', { p_question_id: question.id, p_resolved: true }),
        '42501',
        'not_author',
      );
    }
    const resolved = await asker.client.rpc('set_question_resolved', {
      p_question_id: question.id,
      p_resolved: true,
    });
    expect(resolved.data).toEqual({ id: question.id, is_resolved: true });
    const [row] =
      await sql`select is_resolved, resolved_at is not null as stamped from public.lesson_questions where id = ${question.id}`;
    expect(row).toEqual({ is_resolved: true, stamped: true });
    await asker.client.rpc('set_question_resolved', { p_question_id: question.id, p_resolved: false });
    const [back] =
      await sql`select is_resolved, resolved_at from public.lesson_questions where id = ${question.id}`;
    expect(back).toEqual({ is_resolved: false, resolved_at: null });
  });

  it("'Também tenho essa dúvida': once per person, not on one's own question, and taken back", async () => {
    const question = await ask(asker, course.lessonIds[1]!, 'Votos');
    expectError(
      await asker.client.rpc('set_question_vote', { p_question_id: question.id, p_voted: true }),
      'P0001',
      'cannot_vote_own_question',
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      const vote = await classmate.client.rpc('set_question_vote', {
        p_question_id: question.id,
        p_voted: true,
      });
      expect(vote.data).toEqual({ id: question.id, upvotes: 1, has_voted: true });
    }
    const undone = await classmate.client.rpc('set_question_vote', {
      p_question_id: question.id,
      p_voted: false,
    });
    expect(undone.data).toEqual({ id: question.id, upvotes: 0, has_voted: false });
  });

  it('authors edit and delete their own questions and answers; deleting a question takes its answers along', async () => {
    const question = await ask(asker, course.lessonIds[1]!, 'Antes');
    const edited = await asker.client.rpc('edit_question', {
      p_question_id: question.id,
      p_title: 'Depois',
      p_body: 'Novo texto',
    });
    expect(edited.data).toMatchObject({ title: 'Depois', body: 'Novo texto' });
    const answer = await classmate.client.rpc('answer_question', {
      p_question_id: question.id,
      p_body: 'Primeira versão',
    });
    const answerId = (answer.data as { id: string }).id;
    const editedAnswer = await classmate.client.rpc('edit_answer', {
      p_answer_id: answerId,
      p_body: 'Segunda versão',
    });
    expect(editedAnswer.data).toMatchObject({ body: 'Segunda versão', is_teacher: false });
    expect((await classmate.client.rpc('delete_answer', { p_answer_id: answerId })).data).toBe(true);
    expect(await sql`select answer_count from public.lesson_questions where id = ${question.id}`).toEqual([
      { answer_count: 0 },
    ]);
    await teacher.client.rpc('answer_question', { p_question_id: question.id, p_body: 'Resposta' });
    expect((await asker.client.rpc('delete_question', { p_question_id: question.id })).data).toBe(true);
    expect(await sql`select 1 from public.question_answers where question_id = ${question.id}`).toHaveLength(
      0,
    );
  });
});

describe('moderation', () => {
  it("the course's teacher hides a question: it leaves classmates' lists, its author and the staff still see it, marked", async () => {
    const lessonId = course.lessonIds[1]!;
    const question = await ask(asker, lessonId, 'Ofensiva');
    const hidden = await teacher.client.rpc('set_question_hidden', {
      p_question_id: question.id,
      p_hidden: true,
    });
    expect(hidden.data).toEqual({ id: question.id, is_hidden: true });
    expect((await list(classmate, lessonId)).rows.map((row) => row.id)).not.toContain(question.id);
    expectError(
      await classmate.client.rpc('get_question_thread', { p_question_id: question.id }),
      'P0001',
      'question_not_found',
    );
    expectError(
      await classmate.client.rpc('answer_question', { p_question_id: question.id, p_body: 'Oi' }),
      'P0001',
      'question_not_found',
    );
    for (const reader of [asker, teacher, admin]) {
      const row = (await list(reader, lessonId)).rows.find((item) => item.id === question.id);
      expect(row?.is_hidden).toBe(true);
    }
    await admin.client.rpc('set_question_hidden', { p_question_id: question.id, p_hidden: false });
    expect((await list(classmate, lessonId)).rows.map((row) => row.id)).toContain(question.id);
  });

  it('a hidden answer leaves the counts and the thread for others; an administrador hides too', async () => {
    const question = await ask(asker, course.lessonIds[0]!, 'Com resposta ruim');
    const bad = await classmate.client.rpc('answer_question', { p_question_id: question.id, p_body: 'spam' });
    const answerId = (bad.data as { id: string }).id;
    expect(
      (await admin.client.rpc('set_answer_hidden', { p_answer_id: answerId, p_hidden: true })).data,
    ).toEqual({
      id: answerId,
      is_hidden: true,
    });
    const forAsker = await asker.client.rpc('get_question_thread', { p_question_id: question.id });
    expect(forAsker.data).toMatchObject({ question: { answer_count: 0 }, answers: { total: 0, rows: [] } });
    const forAuthor = await classmate.client.rpc('get_question_thread', { p_question_id: question.id });
    expect(forAuthor.data).toMatchObject({
      answers: { total: 1, rows: [{ id: answerId, is_hidden: true }] },
    });
    const forTeacher = await teacher.client.rpc('get_question_thread', { p_question_id: question.id });
    expect(forTeacher.data).toMatchObject({ can_moderate: true, answers: { total: 1 } });
  });
});

describe('hourly limits of a student', () => {
  it('10 questions per hour, even when sent all at once; the 11th gets a clear message', async () => {
    const own = await createCourse({ lessonsPerModule: [1] });
    const student = await createUser();
    await enrol(student.userId, own.courseId);
    const attempts = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        student.client.rpc('ask_question', {
          p_lesson_id: own.lessonIds[0]!,
          p_title: `Pergunta ${index}`,
          p_body: 'Texto',
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.error === null)).toHaveLength(10);
    const refused = attempts.filter((attempt) => attempt.error !== null);
    expect(refused).toHaveLength(4);
    for (const attempt of refused) {
      expectError(attempt, 'rate_limited', 'question_hourly_limit');
      expect(attempt.status).toBe(429);
    }
    expect(await sql`select 1 from public.lesson_questions where author_id = ${student.userId}`).toHaveLength(
      10,
    );
    // An hour later the student may ask again (the limit counts the record of what was written).
    await sql`update private.post_events set created_at = created_at - interval '61 minutes'
              where user_id = ${student.userId}`;
    const later = await student.client.rpc('ask_question', {
      p_lesson_id: own.lessonIds[0]!,
      p_title: 'Depois de uma hora',
      p_body: 'Texto',
    });
    expect(later.error).toBeNull();
  });

  it("30 answers per hour for a student; the course's teacher is not limited", async () => {
    const own = await createCourse({ lessonsPerModule: [1] });
    const [student, author, ownTeacher] = await Promise.all([
      createUser(),
      createUser(),
      createUser({ role: 'professor' }),
    ]);
    await enrol(student.userId, own.courseId);
    await enrol(author.userId, own.courseId);
    await linkTeacher(ownTeacher.userId, own.courseId);
    const question = await ask(author, own.lessonIds[0]!, 'Muitas respostas');
    await sql`insert into public.question_answers (question_id, author_id, body)
              select ${question.id}, ${student.userId}, 'Resposta ' || n from generate_series(1, 30) as n`;
    expectError(
      await student.client.rpc('answer_question', { p_question_id: question.id, p_body: 'A 31ª' }),
      'rate_limited',
      'answer_hourly_limit',
    );
    await sql`insert into public.question_answers (question_id, author_id, body, is_teacher)
              select ${question.id}, ${ownTeacher.userId}, 'Resposta ' || n, true from generate_series(1, 30) as n`;
    const teacherAnswer = await ownTeacher.client.rpc('answer_question', {
      p_question_id: question.id,
      p_body: 'A 31ª do professor',
    });
    expect(teacherAnswer.error).toBeNull();
  });
});

describe('notifications', () => {
  it("a new question reaches the course's teachers; an answer reaches the asker, marked when a teacher's", async () => {
    const own = await createCourse({ lessonsPerModule: [1] });
    const [student, otherStudent, ownTeacher, otherTeacher] = await Promise.all([
      createUser({ fullName: 'Luísa Prado' }),
      createUser(),
      createUser({ role: 'professor' }),
      createUser({ role: 'professor' }),
    ]);
    await enrol(student.userId, own.courseId);
    await enrol(otherStudent.userId, own.courseId);
    await linkTeacher(ownTeacher.userId, own.courseId);
    const question = await ask(student, own.lessonIds[0]!, 'Notifique o professor');

    const forTeacher = await ownTeacher.client.rpc('list_my_notifications');
    expect(forTeacher.data).toMatchObject({
      total: 1,
      unread: 1,
      rows: [
        {
          kind: 'new_question',
          read_at: null,
          by_teacher: null,
          question: { id: question.id, title: 'Notifique o professor' },
          lesson: { id: own.lessonIds[0] },
          course: { id: own.courseId },
        },
      ],
    });
    expect((await otherTeacher.client.rpc('list_my_notifications')).data).toMatchObject({
      total: 0,
      rows: [],
    });

    await otherStudent.client.rpc('answer_question', { p_question_id: question.id, p_body: 'Colega' });
    await ownTeacher.client.rpc('answer_question', { p_question_id: question.id, p_body: 'Professor' });
    // Answering one's own question notifies nobody.
    await student.client.rpc('answer_question', { p_question_id: question.id, p_body: 'Obrigada' });
    const forStudent = await student.client.rpc('list_my_notifications');
    expect(forStudent.data).toMatchObject({
      total: 2,
      unread: 2,
      rows: [
        { kind: 'question_answered', by_teacher: true },
        { kind: 'question_answered', by_teacher: false },
      ],
    });
    // The badge: unread rows of one's own, read straight from the table under RLS.
    const badge = await student.client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    expect(badge.count).toBe(2);
    // …and the number the account read brings (profiles.unread_notifications, kept by the database).
    expect(await unreadOnProfile(student)).toBe(2);
    // The teacher answered the question: their 'new_question' notification is read.
    expect(await unreadOnProfile(ownTeacher)).toBe(0);

    const firstId = (forStudent.data as { rows: { id: string }[] }).rows[0]!.id;
    expect((await student.client.rpc('mark_notifications_read', { p_notification_id: firstId })).data).toBe(
      1,
    );
    expect((await student.client.rpc('list_my_notifications')).data).toMatchObject({ unread: 1 });
    expect(await unreadOnProfile(student)).toBe(1);
    expect((await student.client.rpc('mark_notifications_read', {})).data).toBe(1);
    expect((await student.client.rpc('list_my_notifications')).data).toMatchObject({ unread: 0, total: 2 });
    expect(await unreadOnProfile(student)).toBe(0);
  });

  it("marking someone else's notification read changes nothing; hiding a question removes its notifications", async () => {
    const own = await createCourse({ lessonsPerModule: [1] });
    const [student, ownTeacher] = await Promise.all([createUser(), createUser({ role: 'professor' })]);
    await enrol(student.userId, own.courseId);
    await linkTeacher(ownTeacher.userId, own.courseId);
    const question = await ask(student, own.lessonIds[0]!, 'Some');
    const [notification] = await sql<{ id: string }[]>`
      select id from public.notifications where user_id = ${ownTeacher.userId}`;
    expect(
      (await student.client.rpc('mark_notifications_read', { p_notification_id: notification!.id })).data,
    ).toBe(0);
    expect(await sql`select read_at from public.notifications where id = ${notification!.id}`).toEqual([
      { read_at: null },
    ]);
    const read = await student.client.from('notifications').select('id').eq('id', notification!.id);
    expect(read.data).toEqual([]);
    expect(await unreadOnProfile(ownTeacher)).toBe(1);
    await ownTeacher.client.rpc('set_question_hidden', { p_question_id: question.id, p_hidden: true });
    expect(await sql`select 1 from public.notifications where question_id = ${question.id}`).toHaveLength(0);
    expect(await unreadOnProfile(ownTeacher)).toBe(0);
  });

  it('the unread count on the profile is the database’s: its owner cannot set it, changing their name still works', async () => {
    const owner = await createUser({ fullName: 'Rita Campos' });
    const forged = await owner.client
      .from('profiles')
      .update({ unread_notifications: 7 })
      .eq('id', owner.userId)
      .select('unread_notifications');
    expect(forged.error?.code).toBe('42501');
    expect(await unreadOnProfile(owner)).toBe(0);
    const renamed = await owner.client
      .from('profiles')
      .update({ full_name: 'Rita Campos Lima' })
      .eq('id', owner.userId)
      .select('full_name, unread_notifications');
    expect(renamed.error).toBeNull();
    expect(renamed.data).toEqual([{ full_name: 'Rita Campos Lima', unread_notifications: 0 }]);
  });
});

/** profiles.unread_notifications as its owner reads it (the account read of src/lib/auth.tsx). */
async function unreadOnProfile(user: TestUser): Promise<number> {
  const { data, error } = await user.client
    .from('profiles')
    .select('unread_notifications')
    .eq('id', user.userId)
    .single();
  expect(error).toBeNull();
  return data!.unread_notifications;
}
