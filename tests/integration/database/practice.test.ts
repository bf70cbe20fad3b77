// Hands-on exercises ('Prática', docs/practice.md): what reaches a learner and when (never the
// checks, a hint before it is revealed, or the solution before passing or giving up — in no table,
// call, answer or error), grading through the grade-exercise function (twice, another person's
// attempt, 50 submissions at once), points once, the certificate requirement, authoring and its
// 'Testar com a solução' gate, export and import, statistics and 'Meus dados'.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callFunction, signedInUser, type SignedInUser } from '../../support/functions';
import { anonClient, serviceClient, sql } from '../../support/stack';
import {
  createCourse,
  enrol,
  expectDenied,
  expectError,
  expectNothing,
  linkTeacher,
  type CourseFixture,
} from './fixtures';

const EXPLANATION_READ = 'Permita s3:GetObject nos objetos do bucket relatorios.';
const EXPLANATION_DELETE = 'Apagar relatórios não faz parte da tarefa: não conceda s3:DeleteObject.';
const HINTS = ['Comece pela ação s3:GetObject.', 'O recurso é arn:aws:s3:::relatorios/*.'];
const SOLUTION = JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::relatorios/*' }],
});
const WRONG = JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*' }],
});
/** Something only the spec holds: it must never appear in what a learner receives. */
const SECRET_RESOURCE = 'arn:aws:s3:::relatorios/2026/segredo-do-gabarito.csv';

let course: CourseFixture;
let teacher: SignedInUser;
let learner: SignedInUser;
let other: SignedInUser;
let outsider: SignedInUser;
let exerciseId: string;

function spec(lessonId: string) {
  return {
    scenarios: [
      {
        id: 'ler',
        label: 'Ler um relatório de 2026',
        explanation: EXPLANATION_READ,
        lesson_id: lessonId,
        lesson_second: 95,
        action: 's3:GetObject',
        resource: SECRET_RESOURCE,
        expect: 'allow',
      },
      {
        id: 'apagar',
        label: 'Não apagar relatórios',
        explanation: EXPLANATION_DELETE,
        lesson_id: lessonId,
        lesson_second: 130,
        action: 's3:DeleteObject',
        resource: SECRET_RESOURCE,
        expect: 'deny',
      },
    ],
    rules: [
      {
        id: 'sem-curinga',
        rule: 'no_wildcard_action',
        label: 'Sem ações curinga',
        explanation: 'Liste as ações: "s3:*" concede tudo.',
      },
    ],
  };
}

function exerciseInput(overrides: Record<string, unknown> = {}) {
  return {
    lesson_id: course.lessonIds[0],
    kind: 'iam_policy',
    title: 'Leitura dos relatórios',
    statement: 'Escreva uma política que **só** leia os relatórios.',
    starter: '{\n  "Version": "2012-10-17",\n  "Statement": []\n}\n',
    spec: spec(course.lessonIds[0]!),
    hints: HINTS,
    solution: SOLUTION,
    wrong_solution: WRONG,
    ...overrides,
  };
}

async function saveExercise(author: SignedInUser, input: Record<string, unknown>) {
  const { data, error } = await author.client.rpc('save_practice_exercise', { p_exercise: input as never });
  expect(error).toBeNull();
  return data as unknown as { id: string; version: number; verified: boolean; published: boolean };
}

async function verifyAndPublish(author: SignedInUser, id: string) {
  const verified = await callFunction('grade-exercise', { exerciseId: id, mode: 'verify' }, author.token);
  expect(verified.status).toBe(200);
  expect(verified.json?.verified).toBe(true);
  const published = await author.client.rpc('set_practice_exercise_published', {
    p_exercise_id: id,
    p_published: true,
  });
  expect(published.error).toBeNull();
}

function submit(user: SignedInUser, body: string, id = exerciseId) {
  return callFunction('grade-exercise', { exerciseId: id, body }, user.token);
}

async function exerciseAs(user: SignedInUser, id = exerciseId) {
  const { data, error } = await user.client.rpc('get_practice_exercise', { p_exercise_id: id });
  expect(error).toBeNull();
  return data as unknown as Record<string, unknown>;
}

beforeAll(async () => {
  course = await createCourse({ lessonsPerModule: [2, 1], minutes: 3 });
  [teacher, learner, other, outsider] = await Promise.all([
    signedInUser('professor'),
    signedInUser('aluno'),
    signedInUser('aluno'),
    signedInUser('aluno'),
  ]);
  await linkTeacher(teacher.userId, course.courseId);
  await enrol(learner.userId, course.courseId);
  await enrol(other.userId, course.courseId);
  const saved = await saveExercise(teacher, exerciseInput());
  exerciseId = saved.id;
  await verifyAndPublish(teacher, exerciseId);
});

describe('what a learner can read', () => {
  it('reads no practice table directly, signed in or not', async () => {
    for (const client of [learner.client, anonClient()]) {
      for (const table of [
        'practice_exercises',
        'practice_exercise_keys',
        'practice_progress',
        'practice_attempts',
      ] as const) {
        expectNothing(await client.from(table).select('*'));
      }
    }
  });

  it('gets the statement and starter, never the checks, the hints not revealed or the solution', async () => {
    const exercise = await exerciseAs(learner);
    expect(exercise).toMatchObject({ title: 'Leitura dos relatórios', kind: 'iam_policy', language: 'json' });
    expect(exercise.hints).toEqual([]);
    expect(exercise.hints_total).toBe(2);
    expect(exercise.solution).toBeNull();
    const text = JSON.stringify(exercise);
    for (const secret of [SECRET_RESOURCE, EXPLANATION_READ, HINTS[0]!, SOLUTION, 's3:DeleteObject']) {
      expect(text).not.toContain(secret);
    }
    const list = await anonClient().rpc('get_course_practice', { p_course_id: course.courseId });
    expect(list.error).toBeNull();
    expect(JSON.stringify(list.data)).not.toContain(SECRET_RESOURCE);
    expect((list.data as unknown as { exercises: { status: unknown }[] }).exercises).toEqual([
      expect.objectContaining({ id: exerciseId, title: 'Leitura dos relatórios', status: null }),
    ]);
  });

  it('refuses a person not enrolled, and hides an unpublished exercise from learners', async () => {
    expectError(
      await outsider.client.rpc('get_practice_exercise', { p_exercise_id: exerciseId }),
      '42501',
      'not_enrolled',
    );
    const hidden = await saveExercise(teacher, exerciseInput({ title: 'Ainda em rascunho' }));
    expectError(
      await learner.client.rpc('get_practice_exercise', { p_exercise_id: hidden.id }),
      'P0001',
      'practice_not_found',
    );
    // Its authors may try it before publishing.
    expect((await exerciseAs(teacher, hidden.id)).title).toBe('Ainda em rascunho');
    const submitted = await submit(learner, SOLUTION, hidden.id);
    expect(submitted).toEqual({ status: 400, json: { code: 'practice_not_found' } });
  });

  it('cannot call what only the grader may (the keys, recording a grade or a verification)', async () => {
    expectDenied(await learner.client.rpc('practice_attempt_key', { p_attempt_id: exerciseId }));
    expectDenied(
      await learner.client.rpc('finish_practice_attempt', {
        p_attempt_id: exerciseId,
        p_result: { passed: true, checks: [] } as never,
      }),
    );
    expectDenied(
      await learner.client.rpc('record_practice_verification', { p_exercise_id: exerciseId, p_version: 1 }),
    );
    expectError(
      await learner.client.rpc('get_practice_exercise_key', { p_exercise_id: exerciseId }),
      '42501',
      'assessment_author_only',
    );
    expectError(
      await learner.client.rpc('list_practice_exercises', { p_course_id: course.courseId }),
      '42501',
      'assessment_author_only',
    );
  });

  it('reveals hints one by one, never past the last', async () => {
    const user = await signedInUser('aluno');
    await enrol(user.userId, course.courseId);
    const first = await user.client.rpc('reveal_practice_hint', { p_exercise_id: exerciseId });
    expect(first.data).toEqual({ hints: [HINTS[0]], hints_total: 2 });
    expect((await exerciseAs(user)).hints).toEqual([HINTS[0]]);
    await user.client.rpc('reveal_practice_hint', { p_exercise_id: exerciseId });
    const third = await user.client.rpc('reveal_practice_hint', { p_exercise_id: exerciseId });
    expect(third.data).toEqual({ hints: HINTS, hints_total: 2 });
  });

  it('keeps the draft on the server, for that learner only', async () => {
    const saved = await learner.client.rpc('save_practice_draft', {
      p_exercise_id: exerciseId,
      p_body: '{ "Version"',
    });
    expect(saved.error).toBeNull();
    expect((await exerciseAs(learner)).draft).toMatchObject({ body: '{ "Version"' });
    expect((await exerciseAs(other)).draft).toBeNull();
    expectError(
      await learner.client.rpc('save_practice_draft', {
        p_exercise_id: exerciseId,
        p_body: 'x'.repeat(20_001),
      }),
      'P0001',
      'practice_body_too_long',
    );
  });
});

describe('grading', () => {
  it('reports a policy that is not JSON with its line and column, and counts it as a graded attempt', async () => {
    const answer = await submit(learner, '{\n  "Version": "2012-10-17",\n  "Statement": [\n}');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ passed: false, checks: [], status: 'attempted', solution: null });
    const parseError = answer.json!.parse_error as { line: number; column: number; message: string };
    expect(parseError.line).toBe(4);
    expect(parseError.column).toBeGreaterThanOrEqual(1);
    expect(parseError.message).toMatch(/\S/);
  });

  it('fails the wrong policy check by check, with the explanation and the lesson second; no solution yet', async () => {
    const answer = await submit(learner, WRONG);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      passed: false,
      parse_error: null,
      points_awarded: 0,
      solution: null,
    });
    const checks = answer.json!.checks as {
      id: string;
      passed: boolean;
      explanation: string | null;
      lesson_id: string;
      lesson_second: number;
    }[];
    expect(checks.find((check) => check.id === 'ler')).toMatchObject({ passed: true, explanation: null });
    expect(checks.find((check) => check.id === 'apagar')).toMatchObject({
      passed: false,
      explanation: EXPLANATION_DELETE,
      lesson_id: course.lessonIds[0],
      lesson_second: 130,
    });
    expect(checks.find((check) => check.id === 'sem-curinga')?.passed).toBe(false);
    expect(JSON.stringify(answer.json)).not.toContain(SECRET_RESOURCE);
    expect((await exerciseAs(learner)).last_attempt).toMatchObject({ passed: false });
  });

  it('passes the right policy: points once, the solution shown; passing again earns nothing more', async () => {
    const first = await submit(learner, SOLUTION);
    expect(first.json).toMatchObject({
      passed: true,
      status: 'passed',
      points_awarded: 20,
      solution: SOLUTION,
    });
    const again = await submit(learner, SOLUTION);
    expect(again.json).toMatchObject({ passed: true, status: 'passed', points_awarded: 0 });
    const points = await sql`select points from public.point_events
      where user_id = ${learner.userId} and reason = 'exercise_passed' and subject_id = ${exerciseId}`;
    expect(points).toEqual([{ points: 20 }]);
    const exercise = await exerciseAs(learner);
    expect(exercise).toMatchObject({ status: 'passed', points_earned: 20, solution: SOLUTION });
  });

  it('a grade is stored once: finishing an attempt again answers the first grade', async () => {
    const [attempt] = await sql<{ id: string }[]>`select id from public.practice_attempts
      where user_id = ${learner.userId} and passed order by created_at limit 1`;
    const service = serviceClient();
    const replay = await service.rpc('finish_practice_attempt', {
      p_attempt_id: attempt!.id,
      p_result: { passed: false, parse_error: null, checks: [] } as never,
    });
    expect(replay.error).toBeNull();
    expect(replay.data).toMatchObject({ passed: true });
  });

  it('after giving up, the solution is shown and a pass earns no points', async () => {
    const user = await signedInUser('aluno');
    await enrol(user.userId, course.courseId);
    const gaveUp = await user.client.rpc('give_up_practice_exercise', { p_exercise_id: exerciseId });
    expect(gaveUp.data).toMatchObject({ solution: SOLUTION, status: 'gave_up' });
    const passed = await submit(user, SOLUTION);
    expect(passed.json).toMatchObject({ passed: true, points_awarded: 0 });
    const points =
      await sql`select 1 from public.point_events where user_id = ${user.userId} and reason = 'exercise_passed'`;
    expect(points).toHaveLength(0);
  });

  it('refuses a signed-out or malformed request before anything is recorded', async () => {
    expect(await callFunction('grade-exercise', { exerciseId, body: SOLUTION })).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    expect(await callFunction('grade-exercise', { exerciseId: 'x', body: SOLUTION }, learner.token)).toEqual({
      status: 400,
      json: { code: 'invalid_practice_request' },
    });
    expect(await submit(outsider, SOLUTION)).toEqual({ status: 403, json: { code: 'not_enrolled' } });
    expect(await submit(other, '   ')).toEqual({ status: 400, json: { code: 'practice_body_empty' } });
    const recorded = await sql`select 1 from public.practice_attempts where user_id = ${outsider.userId}`;
    expect(recorded).toHaveLength(0);
  });

  it('takes 60 submissions of an exercise an hour per learner, then refuses with 429 and records nothing', async () => {
    const user = await signedInUser('aluno');
    await enrol(user.userId, course.courseId);
    // 59 submissions already this hour, and older ones that no longer count.
    await sql`
      insert into public.practice_attempts (user_id, exercise_id, exercise_version, body, created_at)
      select ${user.userId}, e.id, e.version, 'antes', now() - make_interval(mins => case when n <= 59 then 1 else 61 end)
      from public.practice_exercises e, generate_series(1, 80) as n where e.id = ${exerciseId}`;
    expect((await submit(user, WRONG)).status).toBe(200);
    expect(await submit(user, SOLUTION)).toEqual({ status: 429, json: { code: 'practice_hourly_limit' } });
    const [counted] = await sql<{ count: number }[]>`
      select count(*)::int as count from public.practice_attempts
      where user_id = ${user.userId} and exercise_id = ${exerciseId}`;
    expect(counted?.count).toBe(81);
    // Another exercise of the same course is not limited by this one.
    const other = await saveExercise(teacher, exerciseInput({ title: 'Outra prática do limite' }));
    await verifyAndPublish(teacher, other.id);
    expect((await submit(user, WRONG, other.id)).status).toBe(200);
    await teacher.client.rpc('delete_practice_exercise', { p_exercise_id: other.id });
  });

  it('grades 50 submissions sent at once: every one answered and counted, the points once', async () => {
    const user = await signedInUser('aluno');
    await enrol(user.userId, course.courseId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => submit(user, index % 2 === 0 ? SOLUTION : WRONG)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((answer) => answer.json?.passed === true)).toHaveLength(25);
    expect(answers.reduce((sum, answer) => sum + Number(answer.json?.points_awarded ?? 0), 0)).toBe(20);
    const [progress] = await sql<{ attempt_count: number; points_earned: number }[]>`
      select attempt_count, points_earned from public.practice_progress
      where user_id = ${user.userId} and exercise_id = ${exerciseId}`;
    expect(progress).toEqual({ attempt_count: 50, points_earned: 20 });
  });
});

describe('authoring', () => {
  it('refuses learners and teachers of other courses, and bad fields with their codes', async () => {
    const input = exerciseInput();
    expectError(
      await learner.client.rpc('save_practice_exercise', { p_exercise: input as never }),
      '42501',
      'assessment_author_only',
    );
    const stranger = await signedInUser('professor');
    expectError(
      await stranger.client.rpc('save_practice_exercise', { p_exercise: input as never }),
      '42501',
      'assessment_author_only',
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'practice_title_invalid'],
      [{ kind: 'quiz' }, 'practice_kind_invalid'],
      [{ statement: '' }, 'practice_statement_invalid'],
      [{ spec: [] }, 'practice_spec_invalid'],
      [{ hints: ['1', '2', '3', '4', '5', '6'] }, 'practice_hints_invalid'],
      [{ wrong_solution: '' }, 'practice_solution_invalid'],
      [{ lesson_id: '00000000-0000-4000-8000-000000000000' }, 'practice_lesson_not_found'],
    ];
    for (const [override, code] of cases) {
      expectError(
        await teacher.client.rpc('save_practice_exercise', { p_exercise: exerciseInput(override) as never }),
        'P0001',
        code,
      );
    }
    const otherCourse = await createCourse();
    const foreignLesson = spec(otherCourse.lessonIds[0]!);
    expectError(
      await teacher.client.rpc('save_practice_exercise', {
        p_exercise: exerciseInput({ spec: foreignLesson }) as never,
      }),
      'P0001',
      'practice_lesson_not_found',
    );
  });

  it("publishes only a version that passed 'Testar com a solução'; changing the checks unpublishes it", async () => {
    const draft = await saveExercise(teacher, exerciseInput({ title: 'Para publicar' }));
    expectError(
      await teacher.client.rpc('set_practice_exercise_published', {
        p_exercise_id: draft.id,
        p_published: true,
      }),
      'P0001',
      'practice_not_verified',
    );
    // A wrong solution that passes everything: the test says so and records nothing.
    await saveExercise(
      teacher,
      exerciseInput({ id: draft.id, title: 'Para publicar', wrong_solution: SOLUTION }),
    );
    const failing = await callFunction(
      'grade-exercise',
      { exerciseId: draft.id, mode: 'verify' },
      teacher.token,
    );
    expect(failing.json).toMatchObject({
      verified: false,
      solution: { passed: true },
      wrong_solution: { passed: true },
    });

    await saveExercise(teacher, exerciseInput({ id: draft.id, title: 'Para publicar' }));
    await verifyAndPublish(teacher, draft.id);
    // The statement may change without a new test; the checks may not.
    const retitled = await saveExercise(teacher, exerciseInput({ id: draft.id, title: 'Publicada' }));
    expect(retitled).toMatchObject({ published: true, verified: true });
    const changed = await saveExercise(
      teacher,
      exerciseInput({ id: draft.id, title: 'Publicada', solution: `${SOLUTION}\n` }),
    );
    expect(changed).toMatchObject({ published: false, verified: false });
    expect(
      await callFunction('grade-exercise', { exerciseId: draft.id, mode: 'verify' }, learner.token),
    ).toEqual({ status: 403, json: { code: 'assessment_author_only' } });
  });

  it('takes a check’s lesson by title, as the file names it, and stores its id; an unknown title is refused', async () => {
    const byTitle = (title: string) => {
      const { scenarios, ...rest } = spec(course.lessonIds[0]!);
      return {
        ...rest,
        scenarios: scenarios.map(({ lesson_id: _lessonId, ...check }) => ({ ...check, lesson_title: title })),
      };
    };
    const saved = await saveExercise(
      teacher,
      exerciseInput({ title: 'Aulas por título', spec: byTitle('Aula 2.1') }),
    );
    const list = await teacher.client.rpc('list_practice_exercises', { p_course_id: course.courseId });
    const stored = (
      list.data as unknown as { exercises: { id: string; spec: { scenarios: Record<string, unknown>[] } }[] }
    ).exercises.find((exercise) => exercise.id === saved.id)!;
    expect(stored.spec.scenarios.map((check) => [check.lesson_id, 'lesson_title' in check])).toEqual(
      stored.spec.scenarios.map(() => [course.lessonIds[2], false]),
    );

    expectError(
      await teacher.client.rpc('save_practice_exercise', {
        p_exercise: exerciseInput({
          title: 'Aula inexistente',
          spec: byTitle('Aula que não existe'),
        }) as never,
      }),
      'P0001',
      'practice_lesson_not_found',
    );
    const after = await teacher.client.rpc('list_practice_exercises', { p_course_id: course.courseId });
    expect(JSON.stringify(after.data)).not.toContain('Aula inexistente');
    await teacher.client.rpc('delete_practice_exercise', { p_exercise_id: saved.id });
  });

  it('exports the course as a file with lessons by title, and imports it all or nothing', async () => {
    const exported = await teacher.client.rpc('export_practice_exercises', { p_course_id: course.courseId });
    expect(exported.error).toBeNull();
    const file = exported.data as unknown as {
      format: string;
      exercises: { lesson_title: string; spec: { scenarios: { lesson_title: string }[] } }[];
    };
    expect(file.format).toBe('trilha-cloud/practice-exercise@1');
    expect(file.exercises[0]).toMatchObject({ lesson_title: 'Aula 1.1' });
    expect(file.exercises[0]!.spec.scenarios[0]).toMatchObject({ lesson_title: 'Aula 1.1' });
    expect(JSON.stringify(file)).not.toContain(course.lessonIds[0]!);

    const target = await createCourse({ lessonsPerModule: [2, 1], minutes: 3 });
    await linkTeacher(teacher.userId, target.courseId);
    const imported = await teacher.client.rpc('import_practice_exercises', {
      p_course_id: target.courseId,
      p_file: file as never,
    });
    expect(imported.data).toEqual({ imported: file.exercises.length });
    const list = await teacher.client.rpc('list_practice_exercises', { p_course_id: target.courseId });
    const exercises = (
      list.data as unknown as {
        exercises: { published: boolean; verified: boolean; spec: { scenarios: { lesson_id: string }[] } }[];
      }
    ).exercises;
    expect(exercises.every((exercise) => !exercise.published && !exercise.verified)).toBe(true);
    expect(exercises[0]!.spec.scenarios[0]!.lesson_id).toBe(target.lessonIds[0]);

    const broken = {
      ...file,
      exercises: [...file.exercises, { ...file.exercises[0], lesson_title: 'Aula que não existe' }],
    };
    expectError(
      await teacher.client.rpc('import_practice_exercises', {
        p_course_id: target.courseId,
        p_file: broken as never,
      }),
      'P0001',
      'practice_lesson_not_found',
    );
    const after = await teacher.client.rpc('list_practice_exercises', { p_course_id: target.courseId });
    expect((after.data as unknown as { exercises: unknown[] }).exercises).toHaveLength(file.exercises.length);
  });

  it('shows each check’s pass rate over graded attempts, hardest first, to authors only', async () => {
    const stats = await teacher.client.rpc('get_practice_statistics', { p_course_id: course.courseId });
    expect(stats.error).toBeNull();
    const row = (
      stats.data as unknown as {
        exercises: {
          id: string;
          learners: number;
          passed: number;
          checks: { id: string; pass_rate: number }[];
        }[];
      }
    ).exercises.find((exercise) => exercise.id === exerciseId)!;
    expect(row.learners).toBeGreaterThanOrEqual(3);
    expect(row.passed).toBeGreaterThanOrEqual(3);
    const rates = row.checks.map((check) => check.pass_rate);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    expect(row.checks.find((check) => check.id === 'ler')!.pass_rate).toBe(100);
    expectError(
      await learner.client.rpc('get_practice_statistics', { p_course_id: course.courseId }),
      '42501',
      'assessment_author_only',
    );
  });
});

describe('the certificate and the learner’s data', () => {
  it("a course that requires its exercises says 'Falta: 1 prática do módulo 1' until it is passed", async () => {
    const certCourse = await createCourse({ lessonsPerModule: [1], minutes: 1 });
    await linkTeacher(teacher.userId, certCourse.courseId);
    const user = await signedInUser('aluno');
    await enrol(user.userId, certCourse.courseId);
    const saved = await saveExercise(
      teacher,
      exerciseInput({ lesson_id: certCourse.lessonIds[0], spec: spec(certCourse.lessonIds[0]!) }),
    );
    await verifyAndPublish(teacher, saved.id);
    const required = await teacher.client.rpc('set_course_requirements', {
      p_course_id: certCourse.courseId,
      p_quizzes: false,
      p_practice_exam: false,
      p_watching: false,
      p_exercises: true,
    });
    expect(required.error).toBeNull();
    expect(required.data).toMatchObject({ exercises: true });

    const completed = await user.client.rpc('complete_lesson', { p_lesson_id: certCourse.lessonIds[0]! });
    expect(completed.error).toBeNull();
    const before = await user.client.rpc('get_course_assessments', { p_course_id: certCourse.courseId });
    expect((before.data as unknown as { missing: string[] }).missing).toEqual([
      'Falta: 1 prática do módulo 1',
    ]);
    expect(await sql`select 1 from public.certificates where user_id = ${user.userId}`).toHaveLength(0);

    expect((await submit(user, SOLUTION, saved.id)).json).toMatchObject({ passed: true });
    const after = await user.client.rpc('get_course_assessments', { p_course_id: certCourse.courseId });
    expect((after.data as unknown as { missing: string[] }).missing).toEqual([]);
    const [certificate] = await sql<{ required_exercises: boolean }[]>`
      select required_exercises from public.certificates where user_id = ${user.userId} and course_id = ${certCourse.courseId}`;
    expect(certificate).toEqual({ required_exercises: true });
  });

  it("'Meus dados' lists the learner's exercises and submissions, not another's", async () => {
    const { data, error } = await learner.client.rpc('export_my_data');
    expect(error).toBeNull();
    const practice = (
      data as unknown as {
        matriculas_e_progresso: { praticas: { pratica: string; envios: unknown[]; pontos: number }[] };
      }
    ).matriculas_e_progresso.praticas;
    const mine = practice.find((row) => row.pratica === 'Leitura dos relatórios')!;
    expect(mine.pontos).toBe(20);
    expect(mine.envios.length).toBeGreaterThanOrEqual(4);
    const theirs = await other.client.rpc('export_my_data');
    const otherPractice = (theirs.data as unknown as { matriculas_e_progresso: { praticas: unknown[] } })
      .matriculas_e_progresso.praticas;
    expect(otherPractice).toEqual([]);
  });
});

describe('the demo school', () => {
  const directory = path.resolve('supabase/functions/_shared/practice/demo');
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as {
          course: string;
          exercises: { title: string; kind: string; solution: string; wrong_solution: string }[];
        },
    );

  it('has 12 published exercises, 4 of each kind, each graded by the function as its file says', async () => {
    const seeded = await sql<{ id: string; title: string; kind: string; slug: string }[]>`
      select e.id, e.title, e.kind, c.slug from public.practice_exercises e
      join public.courses c on c.id = e.course_id
      where e.published and c.slug in ('aws', 'devops')`;
    const demo = files.flatMap((file) =>
      file.exercises.map((exercise) => ({ ...exercise, course: file.course })),
    );
    expect(demo).toHaveLength(12);
    for (const kind of ['iam_policy', 'infra_file', 'cli_command'])
      expect(demo.filter((exercise) => exercise.kind === kind)).toHaveLength(4);

    // An administrador may take any course's exercises (the paid demo courses need no purchase).
    const user = await signedInUser('administrador');
    for (const exercise of demo) {
      const row = seeded.find(
        (candidate) => candidate.title === exercise.title && candidate.slug === exercise.course,
      );
      expect(row, exercise.title).toBeDefined();
      const wrong = await submit(user, exercise.wrong_solution, row!.id);
      expect(wrong.json, `${exercise.title}: wrong solution`).toMatchObject({ passed: false });
      const right = await submit(user, exercise.solution, row!.id);
      expect(right.json, `${exercise.title}: model solution`).toMatchObject({
        passed: true,
        points_awarded: 20,
      });
    }
  });
});
