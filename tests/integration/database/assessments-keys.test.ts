// The answer key (assessment_options.is_correct, assessment_questions.explanation) never reaches a
// taker before they submit: not through a table or its REST endpoint, not through any call — for a
// visitor, a signed-in person not enrolled, or an enrolled student before submitting. After
// submitting, it reaches the student in the review of their own attempt only.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, stack, type TestUser, type TypedClient } from '../../support/stack';
import {
  containsKey,
  insertDomain,
  insertModuleQuestions,
  insertModuleQuiz,
  insertPracticeExam,
  insertQuestion,
} from './assessment-fixtures';
import { createCourse, enrol, expectError, expectNothing, linkTeacher, type CourseFixture } from './fixtures';

const TABLES = [
  'exam_domains',
  'assessment_questions',
  'assessment_options',
  'module_quizzes',
  'practice_exams',
  'assessment_attempts',
  'attempt_answers',
] as const;

let course: CourseFixture;
let student: TestUser;
let outsider: TestUser;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [student, outsider, teacher, admin] = await Promise.all([
    createUser(),
    createUser(),
    createUser({ role: 'professor' }),
    createUser({ role: 'administrador' }),
  ]);
  course = await createCourse({ lessonsPerModule: [2] });
  await enrol(student.userId, course.courseId);
  await linkTeacher(teacher.userId, course.courseId);
  await insertModuleQuestions(course.courseId, course.moduleIds[0]!, 3, [0]);
  await insertModuleQuiz(course.moduleIds[0]!, 3);
  const domainId = await insertDomain(course.courseId, 'Segurança', 100);
  await insertQuestion({ courseId: course.courseId, domainId, correct: [0, 1] });
  await insertQuestion({ courseId: course.courseId, domainId });
  await insertPracticeExam(course.courseId, { questionCount: 2 });
});

describe('no table answers a row, to anyone (RLS; the REST endpoints too)', () => {
  const readers: [string, () => TypedClient][] = [
    ['a visitor', () => anonClient()],
    ['a signed-in person not enrolled', () => outsider.client],
    ['an enrolled student', () => student.client],
    ['a linked teacher', () => teacher.client],
    ['an administrator', () => admin.client],
  ];
  for (const [who, client] of readers) {
    it(`${who} reads nothing from the assessment tables`, async () => {
      for (const table of TABLES) {
        expectNothing(
          await client()
            .from(table as never)
            .select('*'),
        );
      }
    });
  }

  it('the raw REST endpoint of the options answers no row with the publishable key', async () => {
    const response = await fetch(`${stack.url}/rest/v1/assessment_options?select=id,is_correct`, {
      headers: { apikey: stack.publishableKey },
    });
    const body = (await response.json()) as unknown;
    // The local stack answers 200 with no row (its runtime grants, RLS refuses every row); hosted
    // Supabase refuses the table itself (no grant). Either way no option and no key comes back.
    if (Array.isArray(body)) expect(body).toEqual([]);
    else expect(response.status).toBeGreaterThanOrEqual(400);
    expect(containsKey(body)).toBe(false);
  });

  it('the private helpers that build a review are not callable through the API', async () => {
    const result = await student.client.rpc(
      'attempt_review' as never,
      { p_attempt_id: course.courseId } as never,
    );
    expect(result.error).not.toBeNull();
    expect(result.data).toBeNull();
  });
});

describe('calls answer no key before submitting', () => {
  it('get_course_assessments: visitor, outsider and enrolled student see no key', async () => {
    for (const client of [anonClient(), outsider.client, student.client]) {
      const { data, error } = await client.rpc('get_course_assessments', { p_course_id: course.courseId });
      expect(error).toBeNull();
      expect(containsKey(data)).toBe(false);
    }
    const visitor = await anonClient().rpc('get_course_assessments', { p_course_id: course.courseId });
    const answer = visitor.data as unknown as { modules: Record<string, unknown>[]; practice_exam: unknown };
    expect(Object.keys(answer.modules[0]!).sort()).toEqual(['has_quiz', 'module_id', 'module_number']);
    expect(answer.practice_exam).toBeNull();
  });

  it("the assessment_standing column: null for an outsider, the call's answer for the student and staff, closed to visitors", async () => {
    const standingAs = async (client: TypedClient) => {
      const { data, error } = await client
        .from('courses')
        .select('assessment_standing')
        .eq('id', course.courseId)
        .single();
      expect(error).toBeNull();
      return data?.assessment_standing;
    };
    // Denied: someone who may not take the quizzes learns nothing from the column.
    expect(await standingAs(outsider.client)).toBeNull();
    const visitor = await anonClient()
      .from('courses')
      .select('assessment_standing')
      .eq('id', course.courseId);
    expect(visitor.data).toBeNull();
    expect(visitor.error?.message).toBe('permission denied for function assessment_standing');
    // Allowed: the student, the course's teacher and an administrator get the call's answer.
    for (const member of [student, teacher, admin]) {
      const call = await member.client.rpc('get_course_assessments', { p_course_id: course.courseId });
      const standing = await standingAs(member.client);
      expect(standing).toEqual(call.data);
      expect(containsKey(standing)).toBe(false);
    }
    expect((await standingAs(student.client)) as { modules: { has_quiz: boolean }[] }).toMatchObject({
      modules: [{ has_quiz: true }],
    });
  });

  it('an outsider cannot start either assessment (not_enrolled); the enrolled student gets no key', async () => {
    expectError(
      await outsider.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! }),
      '42501',
      'not_enrolled',
    );
    expectError(
      await outsider.client.rpc('start_practice_exam', { p_course_id: course.courseId }),
      '42501',
      'not_enrolled',
    );
    expectError(
      await anonClient().rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! }),
      '42501',
      'permission denied for function start_module_quiz',
    );

    const quiz = await student.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! });
    expect(quiz.error).toBeNull();
    expect(containsKey(quiz.data)).toBe(false);
    const exam = await student.client.rpc('start_practice_exam', { p_course_id: course.courseId });
    expect(exam.error).toBeNull();
    expect(containsKey(exam.data)).toBe(false);
    const started = exam.data as unknown as {
      attempt_id: string;
      questions: { id: string; options: { id: string }[] }[];
    };
    const saved = await student.client.rpc('save_exam_answer', {
      p_attempt_id: started.attempt_id,
      p_question_id: started.questions[0]!.id,
      p_option_ids: [started.questions[0]!.options[0]!.id],
      p_flagged: false,
    });
    expect(containsKey(saved.data)).toBe(false);
    const continued = await student.client.rpc('start_practice_exam', { p_course_id: course.courseId });
    expect(containsKey(continued.data)).toBe(false);
    expectError(
      await student.client.rpc('get_attempt_review', { p_attempt_id: started.attempt_id }),
      'P0001',
      'attempt_not_submitted',
    );
    const history = await student.client.rpc('list_my_attempts', { p_course_id: course.courseId });
    expect(containsKey(history.data)).toBe(false);
  });

  it('the author calls refuse a student (the bank, the export, the statistics)', async () => {
    for (const [fn, args] of [
      ['list_course_questions', { p_course_id: course.courseId }],
      ['export_assessment_questions', { p_course_id: course.courseId }],
      ['get_question_statistics', { p_course_id: course.courseId }],
      ['get_assessment_settings', { p_course_id: course.courseId }],
    ] as const) {
      expectError(await student.client.rpc(fn, args), '42501', 'assessment_author_only');
    }
  });
});

describe('after submitting: the key, for the owner only', () => {
  it('the review carries each option’s key and the explanation for the owner; another student gets nothing', async () => {
    const quiz = await student.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! });
    const attemptId = (quiz.data as unknown as { attempt_id: string }).attempt_id;
    const submitted = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: attemptId,
      p_answers: [],
    });
    expect(submitted.error).toBeNull();
    expect(containsKey(submitted.data)).toBe(true);
    const review = await student.client.rpc('get_attempt_review', { p_attempt_id: attemptId });
    expect(review.error).toBeNull();
    const questions = (
      review.data as unknown as { questions: { explanation: string; options: { is_correct: boolean }[] }[] }
    ).questions;
    expect(questions).toHaveLength(3);
    for (const question of questions) {
      expect(question.explanation).toBe('Explicação da resposta certa.');
      expect(question.options.filter((option) => option.is_correct)).toHaveLength(1);
    }

    expectError(
      await outsider.client.rpc('get_attempt_review', { p_attempt_id: attemptId }),
      'P0001',
      'attempt_not_found',
    );
    expectError(
      await teacher.client.rpc('get_attempt_review', { p_attempt_id: attemptId }),
      'P0001',
      'attempt_not_found',
    );
    // Still nothing through the tables after submitting.
    expectNothing(await student.client.from('attempt_answers').select('*'));
    expectNothing(await student.client.from('assessment_options').select('*'));
  });
});
