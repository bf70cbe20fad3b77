// Authoring the question bank and the assessment settings: administrators and the teachers linked
// to the course may, an unlinked teacher and a student may not (each call, a denied and an allowed
// case); a question is checked whole; the CSV import is all or nothing with pt-BR row errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { insertDomain, insertQuestion } from './assessment-fixtures';
import { createCourse, enrol, expectError, linkTeacher, type CourseFixture } from './fixtures';

let admin: TestUser;
let teacher: TestUser;
let unlinked: TestUser;
let student: TestUser;
let course: CourseFixture;
let domainId: string;

beforeAll(async () => {
  [admin, teacher, unlinked, student] = await Promise.all([
    createUser({ role: 'administrador' }),
    createUser({ role: 'professor' }),
    createUser({ role: 'professor' }),
    createUser(),
  ]);
  course = await createCourse({ lessonsPerModule: [2, 1] });
  await linkTeacher(teacher.userId, course.courseId);
  await linkTeacher(unlinked.userId, (await createCourse()).courseId);
  await enrol(student.userId, course.courseId);
  domainId = await insertDomain(course.courseId, 'Segurança', 100);
});

function questionInput(overrides: Record<string, unknown> = {}) {
  return {
    course_id: course.courseId,
    module_id: course.moduleIds[0]!,
    domain_id: domainId,
    kind: 'multiple',
    prompt: 'Quais serviços guardam dados de forma durável? (escolha 2)',
    explanation: 'S3 e EBS guardam dados; o Lambda executa código.',
    lesson_id: course.lessonIds[1]!,
    lesson_second: 125,
    options: [
      { text: 'Amazon S3', is_correct: true },
      { text: 'AWS Lambda', is_correct: false },
      { text: 'Amazon EBS', is_correct: true },
    ],
    ...overrides,
  };
}

interface SavedQuestion {
  id: string;
  kind: string;
  lesson_title: string | null;
  lesson_second: number | null;
  options: { id: string; position: number; text: string; is_correct: boolean }[];
}

describe('who may author', () => {
  // Each authoring call with arguments that succeed for an author.
  const calls: [string, () => Promise<[string, Record<string, unknown>]>][] = [
    ['list_course_questions', async () => ['list_course_questions', { p_course_id: course.courseId }]],
    ['save_assessment_question', async () => ['save_assessment_question', { p_question: questionInput() }]],
    [
      'delete_assessment_question',
      async () => [
        'delete_assessment_question',
        { p_question_id: (await insertQuestion({ courseId: course.courseId })).id },
      ],
    ],
    [
      'import_assessment_questions',
      async () => [
        'import_assessment_questions',
        {
          p_course_id: course.courseId,
          p_rows: [
            {
              modulo: 'Módulo 1',
              dominio: 'Segurança',
              tipo: 'unica',
              enunciado: 'Qual serviço guarda objetos?',
              opcao_a: 'Amazon S3',
              opcao_b: 'AWS Lambda',
              corretas: 'A',
              explicacao: 'O S3 guarda objetos.',
              aula: 'Aula 1.2',
              segundo: '1:05',
            },
          ],
        },
      ],
    ],
    [
      'export_assessment_questions',
      async () => ['export_assessment_questions', { p_course_id: course.courseId }],
    ],
    [
      'save_exam_domains',
      async () => [
        'save_exam_domains',
        {
          p_course_id: course.courseId,
          p_domains: [{ id: domainId, name: 'Segurança', weight_percent: 100 }],
        },
      ],
    ],
    [
      'save_module_quiz',
      async () => [
        'save_module_quiz',
        { p_module_id: course.moduleIds[1]!, p_question_count: 3, p_pass_percent: 60 },
      ],
    ],
    ['delete_module_quiz', async () => ['delete_module_quiz', { p_module_id: course.moduleIds[1]! }]],
    [
      'save_practice_exam',
      async () => [
        'save_practice_exam',
        {
          p_course_id: course.courseId,
          p_question_count: 2,
          p_time_limit_minutes: 10,
          p_pass_score: 700,
          p_published: false,
        },
      ],
    ],
    [
      'set_course_requirements',
      async () => [
        'set_course_requirements',
        { p_course_id: course.courseId, p_quizzes: false, p_practice_exam: false, p_watching: false },
      ],
    ],
    ['get_assessment_settings', async () => ['get_assessment_settings', { p_course_id: course.courseId }]],
    ['get_question_statistics', async () => ['get_question_statistics', { p_course_id: course.courseId }]],
  ];

  for (const [name, build] of calls) {
    it(`${name}: an unlinked teacher and a student are refused (assessment_author_only); admin and linked teacher may`, async () => {
      for (const denied of [unlinked, student]) {
        const [fn, args] = await build();
        const result = await denied.client.rpc(fn as never, args as never);
        expectError(result, '42501', 'assessment_author_only');
      }
      for (const allowed of [admin, teacher]) {
        const [fn, args] = await build();
        const result = await allowed.client.rpc(fn as never, args as never);
        expect(result.error, `${name} as an author`).toBeNull();
      }
    });
  }
});

describe('a question is saved whole and checked', () => {
  it('saves with options in order and the lesson reference; keeps option ids on update', async () => {
    const { data, error } = await teacher.client.rpc('save_assessment_question', {
      p_question: questionInput(),
    });
    expect(error).toBeNull();
    const saved = data as unknown as SavedQuestion;
    expect(saved.kind).toBe('multiple');
    expect(saved.lesson_title).toBe('Aula 1.2');
    expect(saved.lesson_second).toBe(125);
    expect(saved.options.map((o) => [o.position, o.text, o.is_correct])).toEqual([
      [1, 'Amazon S3', true],
      [2, 'AWS Lambda', false],
      [3, 'Amazon EBS', true],
    ]);

    const updated = await admin.client.rpc('save_assessment_question', {
      p_question: questionInput({
        id: saved.id,
        kind: 'single',
        options: [
          { id: saved.options[2]!.id, text: 'Amazon EBS', is_correct: false },
          { id: saved.options[0]!.id, text: 'Amazon S3', is_correct: true },
          { text: 'Amazon EC2', is_correct: false },
        ],
      }),
    });
    expect(updated.error).toBeNull();
    const after = updated.data as unknown as SavedQuestion;
    expect(after.kind).toBe('single');
    expect(after.options.map((o) => o.id).slice(0, 2)).toEqual([saved.options[2]!.id, saved.options[0]!.id]);
    expect(after.options.map((o) => o.text)).toEqual(['Amazon EBS', 'Amazon S3', 'Amazon EC2']);
  });

  it.each([
    ['single with two correct', { kind: 'single' }, 'single_needs_one_correct'],
    [
      'multiple with one correct',
      {
        options: [
          { text: 'A', is_correct: true },
          { text: 'B', is_correct: false },
        ],
      },
      'multiple_needs_two_correct',
    ],
    ['one option', { kind: 'single', options: [{ text: 'A', is_correct: true }] }, 'options_count_invalid'],
    ['a blank prompt', { prompt: '  ' }, 'prompt_required'],
    ['no explanation', { explanation: '' }, 'explanation_required'],
    ['a second without a lesson', { lesson_id: null }, 'lesson_second_needs_lesson'],
    ['a second past the lesson', { lesson_second: 601 }, 'invalid_lesson_second'],
    [
      'a module of another course',
      { module_id: null, lesson_id: null, lesson_second: null, domain_id: 'x' },
      'question_invalid',
    ],
  ])('refuses %s (%s)', async (_label, overrides, code) => {
    const result = await admin.client.rpc('save_assessment_question', {
      p_question: questionInput(overrides),
    });
    expectError(result, 'P0001', code);
  });

  it('refuses a lesson of another course (lesson_not_in_course)', async () => {
    const otherCourse = await createCourse();
    const result = await admin.client.rpc('save_assessment_question', {
      p_question: questionInput({ lesson_id: otherCourse.lessonIds[0]!, lesson_second: 10 }),
    });
    expectError(result, 'P0001', 'lesson_not_in_course');
  });
});

describe('CSV import: all or nothing, pt-BR errors per line', () => {
  const good = {
    modulo: 'Módulo 2',
    dominio: 'segurança',
    tipo: 'multipla',
    enunciado: 'Quais opções protegem dados em repouso? (escolha 2)',
    opcao_a: 'Criptografia com KMS',
    opcao_b: 'Grupo de segurança',
    opcao_c: 'Criptografia no lado do servidor do S3',
    corretas: 'A, C',
    explicacao: 'KMS e SSE-S3 criptografam dados em repouso.',
    aula: 'Aula 2.1',
    segundo: '90',
  };

  it('imports nothing and names each bad line when one line is wrong', async () => {
    const before = await sql<{ count: number }[]>`
      select count(*)::int from public.assessment_questions where course_id = ${course.courseId}`;
    const { data, error } = await teacher.client.rpc('import_assessment_questions', {
      p_course_id: course.courseId,
      p_rows: [
        good,
        { ...good, tipo: 'varias' },
        { ...good, modulo: 'Módulo 9', corretas: 'A' },
        { ...good, opcao_b: '', segundo: '1:75' },
        { ...good, corretas: 'D' },
      ],
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      errors: [
        { row: 3, message: 'O tipo deve ser "unica" ou "multipla".' },
        { row: 4, message: 'O módulo "Módulo 9" não existe neste curso.' },
        {
          row: 4,
          message: 'Uma questão de múltipla escolha tem pelo menos duas opções corretas e uma incorreta.',
        },
        { row: 5, message: 'O segundo deve ser um número de segundos (754) ou minutos:segundos (12:34).' },
        { row: 5, message: 'Preencha as opções em ordem, sem pular letras.' },
        { row: 6, message: 'Corretas deve listar letras de opções preenchidas, como "B" ou "A,C".' },
        {
          row: 6,
          message: 'Uma questão de múltipla escolha tem pelo menos duas opções corretas e uma incorreta.',
        },
      ],
    });
    const after = await sql<{ count: number }[]>`
      select count(*)::int from public.assessment_questions where course_id = ${course.courseId}`;
    expect(after[0]!.count).toBe(before[0]!.count);
  });

  it('imports every line when all are right, and the export gives the same columns back', async () => {
    const { data, error } = await admin.client.rpc('import_assessment_questions', {
      p_course_id: course.courseId,
      p_rows: [good, { ...good, tipo: 'unica', corretas: 'b', segundo: '', aula: '' }],
    });
    expect(error).toBeNull();
    expect(data).toEqual({ imported: 2 });
    const exported = await admin.client.rpc('export_assessment_questions', { p_course_id: course.courseId });
    const rows = exported.data as unknown as Record<string, string>[];
    expect(rows).toContainEqual({
      modulo: 'Módulo 2',
      dominio: 'Segurança',
      tipo: 'multipla',
      enunciado: good.enunciado,
      opcao_a: good.opcao_a,
      opcao_b: good.opcao_b,
      opcao_c: good.opcao_c,
      opcao_d: '',
      opcao_e: '',
      opcao_f: '',
      corretas: 'A,C',
      explicacao: good.explicacao,
      aula: 'Aula 2.1',
      segundo: '1:30',
    });
  });
});

describe('settings', () => {
  it('publishing needs weights summing to 100 and enough questions per domain', async () => {
    const exam = await createCourse();
    await linkTeacher(teacher.userId, exam.courseId);
    const saved = await teacher.client.rpc('save_exam_domains', {
      p_course_id: exam.courseId,
      p_domains: [
        { name: 'Segurança', weight_percent: 60 },
        { name: 'Custos', weight_percent: 30 },
      ],
    });
    expect(saved.error).toBeNull();
    const domains = saved.data as unknown as { id: string; name: string }[];
    const publish = () =>
      teacher.client.rpc('save_practice_exam', {
        p_course_id: exam.courseId,
        p_question_count: 4,
        p_time_limit_minutes: 10,
        p_pass_score: 720,
        p_published: true,
      });
    expectError(await publish(), 'P0001', 'domain_weights_not_100');
    await teacher.client.rpc('save_exam_domains', {
      p_course_id: exam.courseId,
      p_domains: [
        { id: domains.find((d) => d.name === 'Segurança')!.id, name: 'Segurança', weight_percent: 70 },
        { id: domains.find((d) => d.name === 'Custos')!.id, name: 'Custos', weight_percent: 30 },
      ],
    });
    expectError(await publish(), 'P0001', 'practice_exam_bank_too_small');
    // 4 × 70 % = 2.8 and 4 × 30 % = 1.2: floors 2 + 1, the seat left to the larger remainder → 3 + 1.
    const security = domains.find((d) => d.name === 'Segurança')!.id;
    const costs = domains.find((d) => d.name === 'Custos')!.id;
    for (let index = 0; index < 3; index++)
      await insertQuestion({ courseId: exam.courseId, domainId: security });
    await insertQuestion({ courseId: exam.courseId, domainId: costs });
    const published = await publish();
    expect(published.error).toBeNull();
    expect((published.data as { published: boolean }).published).toBe(true);
  });
});
