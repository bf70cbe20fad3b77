// Access rules that were only argued from the schema until now (docs/data-model.md listed them as
// unproven): each is attacked through the Data API with the publishable key and must be refused,
// and each has an allowed twin showing the rule works and the table is not simply broken.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, sql, uniqueEmail, type TestUser } from '../../support/stack';
import {
  createCourse,
  enrol,
  expectCheckViolation,
  expectDenied,
  expectError,
  expectNothing,
  linkTeacher,
  type CourseFixture,
} from './fixtures';
import { LEGAL } from '@/config/legal';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'administrador', fullName: 'Admin Geral' });
});

async function setActive(user: TestUser, active: boolean) {
  const { error } = await admin.client.rpc('set_user_active', { p_user_id: user.userId, p_active: active });
  expect(error).toBeNull();
}

// sensitive_user_data of a deactivated owner, user_roles, teacher_docs and teacher_courses, and
// lesson_progress read directly: tests/database/direct-reads.sql (pure RLS and grants, proven on the
// migrated database).

describe('question_votes read directly', () => {
  let asker: TestUser;
  let voter: TestUser;
  let classmate: TestUser;
  let teacher: TestUser;
  let questionId: string;

  beforeAll(async () => {
    [asker, voter, classmate, teacher] = await Promise.all([
      createUser(),
      createUser(),
      createUser(),
      createUser({ role: 'professor' }),
    ]);
    const course = await createCourse({ lessonsPerModule: [1] });
    await Promise.all([asker, voter, classmate].map((user) => enrol(user.userId, course.courseId)));
    await linkTeacher(teacher.userId, course.courseId);
    const asked = await asker.client.rpc('ask_question', {
      p_lesson_id: course.lessonIds[0]!,
      p_title: 'Como criar um bucket?',
      p_body: 'Não entendi o passo 3.',
    });
    expect(asked.error).toBeNull();
    questionId = (asked.data as { id: string }).id;
    const voted = await voter.client.rpc('set_question_vote', { p_question_id: questionId, p_voted: true });
    expect(voted.error).toBeNull();
  });

  it('nobody but the voter reads a vote: not anon, the question’s author, a classmate, the teacher nor an administrador', async () => {
    for (const client of [anonClient(), asker.client, classmate.client, teacher.client, admin.client]) {
      expectNothing(await client.from('question_votes').select('user_id').eq('question_id', questionId));
      expectNothing(await client.from('question_votes').select('question_id').eq('user_id', voter.userId));
    }
  });

  it('allowed: the voter reads their own vote', async () => {
    const own = await voter.client.from('question_votes').select('question_id, user_id');
    expect(own.data).toEqual([{ question_id: questionId, user_id: voter.userId }]);
  });
});

describe('pricing_plans CHECK constraints', () => {
  const valid = {
    name: 'Plano Pro',
    price: 'R$ 49,90',
    period: '/mês',
    description: 'Todos os cursos.',
    features: ['Certificados', 'Suporte'],
    cta: 'Assinar',
    cta_link: 'https://trilhacloud.dev/assinar',
  };

  // Limit for about 40 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('refuses each invalid value with its constraint, for an administrador through the API', async () => {
    const refused: [Partial<typeof valid>, string][] = [
      [{ name: '   ' }, 'pricing_plans_name_check'],
      [{ name: 'N'.repeat(101) }, 'pricing_plans_name_check'],
      [{ price: ' ' }, 'pricing_plans_price_check'],
      [{ price: '9'.repeat(51) }, 'pricing_plans_price_check'],
      [{ period: 'p'.repeat(51) }, 'pricing_plans_period_check'],
      [{ description: 'd'.repeat(2001) }, 'pricing_plans_description_check'],
      [{ cta: '\t' }, 'pricing_plans_cta_check'],
      [{ cta: 'c'.repeat(61) }, 'pricing_plans_cta_check'],
      [{ cta_link: 'ftp://trilhacloud.dev' }, 'pricing_plans_cta_link_check'],
      [{ cta_link: 'javascript:alert(1)' }, 'pricing_plans_cta_link_check'],
      [{ cta_link: 'https://trilha cloud.dev' }, 'pricing_plans_cta_link_check'],
      [
        { features: Array.from({ length: 31 }, (_, index) => `Item ${index + 1}`) },
        'pricing_plans_features_check',
      ],
      [{ features: ['Certificados', '  '] }, 'pricing_plans_features_check'],
    ];
    const name = `Plano recusado ${uniqueEmail('plano')}`;
    for (const [change, constraint] of refused) {
      const result = await admin.client
        .from('pricing_plans')
        .insert({ ...valid, name, ...change })
        .select('id');
      expectCheckViolation(result, constraint);
      expect(result.error?.message, constraint).toContain(`"${constraint}"`);
    }
    const [saved] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.pricing_plans where name like 'Plano recusado %' or length(name) > 100`;
    expect(saved?.count).toBe(0);
  }, 110_000);

  it('allowed: a valid plan with the limits reached (30 features, 100-character name) is saved', async () => {
    const result = await admin.client
      .from('pricing_plans')
      .insert({
        ...valid,
        name: 'N'.repeat(100),
        features: Array.from({ length: 30 }, (_, index) => `Item ${index + 1}`),
        cta_link: 'http://trilhacloud.dev/assinar',
      })
      .select('id, name, features')
      .single();
    expect(result.error).toBeNull();
    expect(result.data?.features).toHaveLength(30);
    await sql`delete from public.pricing_plans where id = ${result.data!.id}`;
  });
});

describe('sign_up_refusal', () => {
  const refusal = (email: string, version: string | null) =>
    serviceClient().rpc('sign_up_refusal', { p_email: email, p_terms_version: version as string });

  it('is refused to anon, aluno and administrador', async () => {
    const aluno = await createUser();
    for (const client of [anonClient(), aluno.client, admin.client]) {
      expectDenied(
        await client.rpc('sign_up_refusal', { p_email: uniqueEmail(), p_terms_version: LEGAL.termsVersion }),
      );
    }
  });

  it('allowed for trusted code: missing or outdated terms are refused; current terms or a reserved e-mail pass', async () => {
    expect((await refusal(uniqueEmail(), null)).data).toBe('terms_version_missing');
    expect((await refusal(uniqueEmail(), '   ')).data).toBe('terms_version_missing');
    expect((await refusal(uniqueEmail(), '2020-01-01')).data).toBe('terms_version_outdated');
    const current = await refusal(uniqueEmail(), ` ${LEGAL.termsVersion} `);
    expect(current.error).toBeNull();
    expect(current.data).toBeNull();

    // An e-mail reserved by trusted code signs up without terms (typed in any case), until the
    // reservation expires.
    const reserved = uniqueEmail('reservada');
    expect(
      (await serviceClient().rpc('reserve_account_origin', { p_email: reserved, p_origin: 'administrador' }))
        .error,
    ).toBeNull();
    const passing = await refusal(` ${reserved.toUpperCase()} `, null);
    expect(passing.error).toBeNull();
    expect(passing.data).toBeNull();
    await sql`update private.account_origin_reservations set expires_at = now() - interval '1 second'
              where email = ${reserved}`;
    expect((await refusal(reserved, null)).data).toBe('terms_version_missing');
  });
});

describe('calls guarded by require_active_user, made by a deactivated account', () => {
  let student: TestUser;
  let classmate: TestUser;
  let teacher: TestUser;
  let course: CourseFixture;
  let questionId: string; // the student's
  let spareQuestionId: string; // the student's, to delete
  let classmateQuestionId: string;
  let answerId: string; // the student's
  let classmateAnswerId: string;
  let notificationId: string; // the student's

  beforeAll(async () => {
    [student, classmate, teacher] = await Promise.all([
      createUser(),
      createUser(),
      createUser({ role: 'professor' }),
    ]);
    course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    await enrol(classmate.userId, course.courseId);
    await linkTeacher(teacher.userId, course.courseId);
    const ok = <T>(result: { error: unknown; data: T }) => {
      expect(result.error).toBeNull();
      return result.data as unknown as { id: string };
    };
    ok(await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! }));
    const ask = (user: TestUser, title: string) =>
      user.client.rpc('ask_question', {
        p_lesson_id: course.lessonIds[0]!,
        p_title: title,
        p_body: 'Texto.',
      });
    questionId = ok(await ask(student, 'Pergunta principal')).id;
    spareQuestionId = ok(await ask(student, 'Pergunta a apagar')).id;
    classmateQuestionId = ok(await ask(classmate, 'Pergunta da colega')).id;
    answerId = ok(
      await student.client.rpc('answer_question', { p_question_id: questionId, p_body: 'Eu mesma.' }),
    ).id;
    classmateAnswerId = ok(
      await classmate.client.rpc('answer_question', { p_question_id: questionId, p_body: 'Resposta.' }),
    ).id;
    const [notification] = await sql<{ id: string }[]>`
      select id from public.notifications where user_id = ${student.userId}`;
    notificationId = notification!.id;
  });

  // Each call with arguments that an active account may use (checked by the allowed twin).
  const studentCalls = (): [string, () => PromiseLike<{ error: unknown; data: unknown }>][] => {
    const rpc = student.client.rpc.bind(student.client) as unknown as (
      name: string,
      args?: Record<string, unknown>,
    ) => PromiseLike<{ error: unknown; data: unknown }>;
    const c = course.courseId;
    const lesson = course.lessonIds[0]!;
    return [
      [
        'save_watch_position',
        () => rpc('save_watch_position', { p_lesson_id: lesson, p_position_seconds: 30 }),
      ],
      ['get_continue_lesson', () => rpc('get_continue_lesson', { p_course_id: c })],
      [
        'save_course_review',
        () => rpc('save_course_review', { p_course_id: c, p_rating: 5, p_body: 'Ótimo.' }),
      ],
      ['get_my_course_review', () => rpc('get_my_course_review', { p_course_id: c })],
      ['delete_course_review', () => rpc('delete_course_review', { p_course_id: c })],
      [
        'ask_question',
        () => rpc('ask_question', { p_lesson_id: lesson, p_title: 'Outra pergunta', p_body: 'Texto.' }),
      ],
      [
        'answer_question',
        () => rpc('answer_question', { p_question_id: classmateQuestionId, p_body: 'Oi.' }),
      ],
      [
        'edit_question',
        () => rpc('edit_question', { p_question_id: questionId, p_title: 'Título novo', p_body: 'Novo.' }),
      ],
      ['edit_answer', () => rpc('edit_answer', { p_answer_id: answerId, p_body: 'Corrigida.' })],
      [
        'set_question_resolved',
        () => rpc('set_question_resolved', { p_question_id: questionId, p_resolved: true }),
      ],
      [
        'set_question_vote',
        () => rpc('set_question_vote', { p_question_id: classmateQuestionId, p_voted: true }),
      ],
      ['list_lesson_questions', () => rpc('list_lesson_questions', { p_lesson_id: lesson })],
      ['get_question_thread', () => rpc('get_question_thread', { p_question_id: questionId })],
      ['list_my_notifications', () => rpc('list_my_notifications', {})],
      [
        'mark_notifications_read',
        () => rpc('mark_notifications_read', { p_notification_id: notificationId }),
      ],
      ['delete_answer', () => rpc('delete_answer', { p_answer_id: answerId })],
      ['delete_question', () => rpc('delete_question', { p_question_id: spareQuestionId })],
    ];
  };

  const teacherCalls = (): [string, () => PromiseLike<{ error: unknown; data: unknown }>][] => {
    const rpc = teacher.client.rpc.bind(teacher.client) as unknown as (
      name: string,
      args?: Record<string, unknown>,
    ) => PromiseLike<{ error: unknown; data: unknown }>;
    return [
      ['get_teacher_dashboard', () => rpc('get_teacher_dashboard', {})],
      ['teacher_course_students', () => rpc('teacher_course_students', { p_course_id: course.courseId })],
      ['teacher_waiting_questions', () => rpc('teacher_waiting_questions', { p_course_id: course.courseId })],
      [
        'set_question_hidden',
        () => rpc('set_question_hidden', { p_question_id: classmateQuestionId, p_hidden: true }),
      ],
      [
        'set_answer_hidden',
        () => rpc('set_answer_hidden', { p_answer_id: classmateAnswerId, p_hidden: true }),
      ],
    ];
  };

  async function snapshot() {
    const [row] = await sql`
      select
        (select count(*)::int from public.lesson_questions where author_id = ${student.userId}) as questions,
        (select count(*)::int from public.question_answers where author_id = ${student.userId}) as answers,
        (select count(*)::int from public.question_votes where user_id = ${student.userId}) as votes,
        (select count(*)::int from public.course_reviews where author_id = ${student.userId}) as reviews,
        (select count(*)::int from public.watch_positions where user_id = ${student.userId}) as positions,
        (select count(*)::int from public.notifications where user_id = ${student.userId} and read_at is null) as unread,
        (select count(*)::int from public.lesson_questions q
          where q.course_id = ${course.courseId} and (q.is_hidden or q.is_resolved or q.title = 'Título novo')) as marked,
        (select count(*)::int from public.question_answers a join public.lesson_questions q on q.id = a.question_id
          where q.course_id = ${course.courseId} and (a.is_hidden or a.body = 'Corrigida.')) as marked_answers`;
    return row;
  }

  async function refuseAll(user: TestUser, calls: ReturnType<typeof studentCalls>) {
    await setActive(user, false);
    // Only this test's course is counted: other test files hide and resolve questions meanwhile.
    const before = await snapshot();
    try {
      for (const [name, call] of calls) {
        const result = (await call()) as Parameters<typeof expectError>[0];
        expect(result.error, name).not.toBeNull();
        expect({ name, code: result.error?.code, message: result.error?.message }).toEqual({
          name,
          code: '42501',
          message: 'account_inactive',
        });
        expect(result.data, name).toBeNull();
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await setActive(user, true);
    }
  }

  // Limit for about 40 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('refuses every one of them with 42501 account_inactive and changes nothing', async () => {
    await refuseAll(student, studentCalls());
    await refuseAll(teacher, teacherCalls());
  }, 110_000);

  // Limit for about 20 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('an administrador’s calls go through the same guard: deactivated, account_inactive; active again, served', async () => {
    const formerAdmin = await createUser({ role: 'administrador' });
    await setActive(formerAdmin, false);
    expectError(await formerAdmin.client.rpc('get_admin_report'), '42501', 'account_inactive');
    expectError(
      await formerAdmin.client.rpc('set_user_active', { p_user_id: student.userId, p_active: false }),
      '42501',
      'account_inactive',
    );
    const [row] = await sql<{ is_active: boolean }[]>`
      select is_active from public.profiles where id = ${student.userId}`;
    expect(row?.is_active).toBe(true);
    await setActive(formerAdmin, true);
    expect((await formerAdmin.client.rpc('get_admin_report')).error).toBeNull();
  }, 70_000);

  // Limit for about 30 requests: 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('allowed: the same calls by the same accounts, active again, succeed', async () => {
    for (const [name, call] of [...studentCalls(), ...teacherCalls()]) {
      const result = await call();
      expect({ name, error: result.error }).toEqual({ name, error: null });
    }
  }, 90_000);
});
