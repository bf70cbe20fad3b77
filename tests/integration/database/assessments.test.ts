// Module quizzes and simulados: who may take them, exact grading (single choice: the one right
// option; 'escolha N': exactly the right set), one submission per attempt, the server's clock,
// and the draw by domain weight. Keys never reaching a taker: assessments-keys.test.ts. Authors:
// assessments-authoring.test.ts. Certificates: assessments-certificates.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import {
  insertDomain,
  insertModuleQuestions,
  insertModuleQuiz,
  insertPracticeExam,
  insertQuestion,
  type QuestionFixture,
} from './assessment-fixtures';
import { createCourse, enrol, expectError, type CourseFixture } from './fixtures';

interface Review {
  attempt_id: string;
  kind: string;
  score_percent: number;
  scaled_score: number | null;
  passed: boolean;
  correct_count: number;
  question_count: number;
  best_percent: number | null;
  domains: { name: string; correct: number; total: number; percent: number }[];
  questions: {
    id: string;
    chosen_option_ids: string[];
    is_correct: boolean;
    options: { id: string; is_correct: boolean }[];
    explanation: string;
  }[];
}

interface StartedQuiz {
  attempt_id: string;
  pass_percent: number;
  questions: { id: string; kind: string; choose: number; options: { id: string; text: string }[] }[];
}

let student: TestUser;
let other: TestUser;
let course: CourseFixture;
let quizQuestions: QuestionFixture[];

beforeAll(async () => {
  [student, other] = await Promise.all([createUser(), createUser()]);
  course = await createCourse({ lessonsPerModule: [2, 2] });
  await Promise.all([enrol(student.userId, course.courseId), enrol(other.userId, course.courseId)]);
  quizQuestions = [
    ...(await insertModuleQuestions(course.courseId, course.moduleIds[0]!, 3, [1])),
    await insertQuestion({
      courseId: course.courseId,
      moduleId: course.moduleIds[0]!,
      correct: [0, 2],
      options: 5,
    }),
  ];
  await insertModuleQuiz(course.moduleIds[0]!, 4, 75);
});

function byId(questions: QuestionFixture[], id: string) {
  const question = questions.find((item) => item.id === id);
  if (!question) throw new Error(`question ${id} not in the bank`);
  return question;
}

async function startQuiz(user: TestUser, moduleId = course.moduleIds[0]!) {
  const { data, error } = await user.client.rpc('start_module_quiz', { p_module_id: moduleId });
  expect(error).toBeNull();
  return data as unknown as StartedQuiz;
}

describe('module quiz', () => {
  it('draws question_count questions of the module, with "choose" and no key', async () => {
    const quiz = await startQuiz(student);
    expect(quiz.pass_percent).toBe(75);
    expect(quiz.questions).toHaveLength(4);
    expect(new Set(quiz.questions.map((q) => q.id))).toEqual(new Set(quizQuestions.map((q) => q.id)));
    const multiple = quiz.questions.find((q) => q.kind === 'multiple')!;
    expect(multiple.choose).toBe(2);
    expect(multiple.options).toHaveLength(5);
    expect(Object.keys(multiple.options[0]!).sort()).toEqual(['id', 'text']);
  });

  it('a module without a quiz (or without enough questions) is refused: quiz_not_available', async () => {
    const result = await student.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[1]! });
    expectError(result, 'P0001', 'quiz_not_available');
  });

  it('a student not enrolled is refused (not_enrolled); an enrolled one starts', async () => {
    const outsider = await createUser();
    const refused = await outsider.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! });
    expectError(refused, '42501', 'not_enrolled');
    await startQuiz(student);
  });

  it('grades exactly: single right iff the one correct option; escolha 2 right iff exactly the two', async () => {
    const quiz = await startQuiz(student);
    const answers = quiz.questions.map((q) => {
      const bank = byId(quizQuestions, q.id);
      // single: right; multiple: one right option only (a subset is wrong).
      return {
        question_id: q.id,
        option_ids: bank.kind === 'single' ? bank.correctIds : [bank.correctIds[0]!],
      };
    });
    const { data, error } = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: answers,
    });
    expect(error).toBeNull();
    const review = data as unknown as Review;
    expect(review.correct_count).toBe(3);
    expect(review.question_count).toBe(4);
    expect(review.score_percent).toBe(75);
    expect(review.passed).toBe(true);
    for (const question of review.questions) {
      expect(question.is_correct).toBe(byId(quizQuestions, question.id).kind === 'single');
    }

    // The superset (both right + one wrong) is wrong too; exactly the two right is right; a wrong
    // single is wrong; blank is wrong.
    const second = await startQuiz(student);
    const multipleId = quizQuestions[3]!.id;
    const singleIds = quizQuestions.slice(0, 3).map((q) => q.id);
    const graded = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: second.attempt_id,
      p_answers: [
        {
          question_id: multipleId,
          option_ids: [...quizQuestions[3]!.correctIds, quizQuestions[3]!.wrongIds[0]!],
        },
        { question_id: singleIds[0]!, option_ids: [quizQuestions[0]!.wrongIds[0]!] },
        {
          question_id: singleIds[1]!,
          option_ids: [...quizQuestions[1]!.correctIds, quizQuestions[1]!.wrongIds[0]!],
        },
      ],
    });
    const secondReview = graded.data as unknown as Review;
    expect(secondReview.correct_count).toBe(0);
    expect(secondReview.passed).toBe(false);
    expect(secondReview.best_percent).toBe(75);

    const third = await startQuiz(student);
    const exact = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: third.attempt_id,
      p_answers: quizQuestions.map((q) => ({ question_id: q.id, option_ids: [...q.correctIds].reverse() })),
    });
    const thirdReview = exact.data as unknown as Review;
    expect(thirdReview.correct_count).toBe(4);
    expect(thirdReview.score_percent).toBe(100);
    expect(thirdReview.best_percent).toBe(100);
  });

  it('submitting twice is refused (attempt_already_submitted); the first grade stays', async () => {
    const quiz = await startQuiz(student);
    const all = quizQuestions.map((q) => ({ question_id: q.id, option_ids: q.correctIds }));
    const first = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [],
    });
    expect(first.error).toBeNull();
    const again = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: all,
    });
    expectError(again, 'P0001', 'attempt_already_submitted');
    const [row] = await sql<{ correct_count: number }[]>`
      select correct_count from public.assessment_attempts where id = ${quiz.attempt_id}`;
    expect(row!.correct_count).toBe(0);
  });

  it("another student's attempt is refused (attempt_not_found); the owner submits it", async () => {
    const quiz = await startQuiz(student);
    const refused = await other.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [],
    });
    expectError(refused, 'P0001', 'attempt_not_found');
    const review = await other.client.rpc('get_attempt_review', { p_attempt_id: quiz.attempt_id });
    expectError(review, 'P0001', 'attempt_not_found');
    const allowed = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [],
    });
    expect(allowed.error).toBeNull();
  });

  it('a question or option outside the attempt is refused; its own are accepted', async () => {
    const stranger = await insertQuestion({ courseId: course.courseId, moduleId: course.moduleIds[1]! });
    const quiz = await startQuiz(student);
    const outside = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [{ question_id: stranger.id, option_ids: stranger.correctIds }],
    });
    expectError(outside, 'P0001', 'question_not_in_attempt');
    const foreignOption = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [{ question_id: quizQuestions[0]!.id, option_ids: stranger.correctIds }],
    });
    expectError(foreignOption, 'P0001', 'option_not_in_question');
    const own = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [{ question_id: quizQuestions[0]!.id, option_ids: quizQuestions[0]!.correctIds }],
    });
    expect(own.error).toBeNull();
    expect((own.data as unknown as Review).correct_count).toBe(1);
  });

  it('lists my submitted attempts newest first, never another student’s', async () => {
    const { data, error } = await student.client.rpc('list_my_attempts', {
      p_course_id: course.courseId,
      p_kind: 'quiz',
    });
    expect(error).toBeNull();
    const rows = data as unknown as { attempt_id: string; submitted_at: string }[];
    expect(rows.length).toBeGreaterThan(0);
    const times = rows.map((row) => Date.parse(row.submitted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const others = await other.client.rpc('list_my_attempts', {
      p_course_id: course.courseId,
      p_kind: 'quiz',
    });
    expect(others.data).toEqual([]);
  });
});

describe('teacher statistics', () => {
  it('per question: answers, share right and the wrong option chosen most, as the graded answers say', async () => {
    const teacher = await createUser({ role: 'professor' });
    await sql`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.userId}, ${course.courseId})`;
    const { data, error } = await teacher.client.rpc('get_question_statistics', {
      p_course_id: course.courseId,
      p_page: 1,
      p_page_size: 50,
    });
    expect(error).toBeNull();
    const answer = data as unknown as {
      rows: {
        question_id: string;
        answers: number;
        correct_percent: number | null;
        top_wrong_option: { id: string; percent: number } | null;
      }[];
      quizzes: { module_number: number; attempts: number; passed: number }[];
    };
    // The truth, from the graded answers themselves.
    const truth = await sql<{ question_id: string; answers: number; correct: number }[]>`
      select aa.question_id, count(*)::int as answers, (count(*) filter (where aa.is_correct))::int as correct
      from public.attempt_answers aa join public.assessment_questions q on q.id = aa.question_id
      where q.course_id = ${course.courseId} and aa.is_correct is not null and cardinality(aa.option_ids) > 0
      group by aa.question_id`;
    expect(truth.length).toBeGreaterThan(0);
    for (const expected of truth) {
      const row = answer.rows.find((item) => item.question_id === expected.question_id)!;
      expect(row.answers).toBe(expected.answers);
      expect(row.correct_percent).toBe(Math.round((1000 * expected.correct) / expected.answers) / 10);
    }
    const wrongPick = await sql<{ question_id: string; option_id: string; times: number }[]>`
      select distinct on (aa.question_id) aa.question_id, o.id as option_id, count(*)::int as times
      from public.attempt_answers aa, unnest(aa.option_ids) as chosen(id)
      join public.assessment_options o on o.id = chosen.id and not o.is_correct
      join public.assessment_questions q on q.id = o.question_id and q.course_id = ${course.courseId}
      where not aa.is_correct
      group by aa.question_id, o.id, o.position
      order by aa.question_id, count(*) desc, o.position`;
    for (const expected of wrongPick) {
      const row = answer.rows.find((item) => item.question_id === expected.question_id)!;
      expect(row.top_wrong_option?.id).toBe(expected.option_id);
    }
    const [quiz] = await sql<{ attempts: number; passed: number }[]>`
      select count(*)::int as attempts, (count(*) filter (where passed))::int as passed
      from public.assessment_attempts where module_id = ${course.moduleIds[0]!} and submitted_at is not null`;
    expect(answer.quizzes.find((item) => item.module_number === 1)).toMatchObject(quiz!);
  });
});

describe('simulado', () => {
  let exam: CourseFixture;
  let bank: QuestionFixture[];
  const weights = [
    ['Arquiteturas seguras', 30],
    ['Arquiteturas resilientes', 26],
    ['Arquiteturas de alto desempenho', 24],
    ['Arquiteturas com custo otimizado', 20],
  ] as const;
  const domainOf = new Map<string, string>();

  beforeAll(async () => {
    exam = await createCourse({ lessonsPerModule: [1] });
    await Promise.all([enrol(student.userId, exam.courseId), enrol(other.userId, exam.courseId)]);
    bank = [];
    for (const [name, weight] of weights) {
      const domainId = await insertDomain(exam.courseId, name, weight);
      for (let index = 0; index < 8; index++) {
        const question = await insertQuestion({
          courseId: exam.courseId,
          domainId,
          correct: index % 3 === 0 ? [0, 1] : [2],
          options: 4,
        });
        bank.push(question);
        domainOf.set(question.id, name);
      }
    }
    await insertPracticeExam(exam.courseId, { questionCount: 20, minutes: 30, passScore: 720 });
  });

  async function start(user: TestUser) {
    const { data, error } = await user.client.rpc('start_practice_exam', { p_course_id: exam.courseId });
    expect(error).toBeNull();
    return data as unknown as {
      attempt_id: string;
      deadline_at: string;
      server_now: string;
      time_limit_minutes: number;
      questions: { id: string; domain: string; options: { id: string }[] }[];
      answers: { question_id: string; option_ids: string[]; flagged: boolean }[];
      expired_attempt_id?: string;
    };
  }

  it('draws by domain weight, largest remainder: 30/26/24/20 % of 20 = 6, 5, 5, 4 on every draw', async () => {
    // 20 × 30 % = 6, × 26 % = 5.2, × 24 % = 4.8, × 20 % = 4: floors 6+5+4+4 = 19, the one seat
    // left goes to the largest remainder (0.8, 'alto desempenho').
    for (let draw = 0; draw < 5; draw++) {
      const user = await createUser();
      await enrol(user.userId, exam.courseId);
      const attempt = await start(user);
      expect(attempt.questions).toHaveLength(20);
      expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(20);
      const counts: Record<string, number> = {};
      for (const question of attempt.questions) {
        expect(question.domain).toBe(domainOf.get(question.id));
        counts[question.domain] = (counts[question.domain] ?? 0) + 1;
      }
      expect(counts).toEqual({
        'Arquiteturas seguras': 6,
        'Arquiteturas resilientes': 5,
        'Arquiteturas de alto desempenho': 5,
        'Arquiteturas com custo otimizado': 4,
      });
    }
  });

  it('continues the open attempt with its questions, answers, flags and deadline', async () => {
    const first = await start(student);
    const question = first.questions[0]!;
    const saved = await student.client.rpc('save_exam_answer', {
      p_attempt_id: first.attempt_id,
      p_question_id: question.id,
      p_option_ids: [question.options[1]!.id],
      p_flagged: true,
    });
    expect(saved.error).toBeNull();
    expect(typeof (saved.data as { saved_at: string }).saved_at).toBe('string');
    const again = await start(student);
    expect(again.attempt_id).toBe(first.attempt_id);
    expect(again.deadline_at).toBe(first.deadline_at);
    expect(again.questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
    expect(again.answers).toEqual([
      { question_id: question.id, option_ids: [question.options[1]!.id], flagged: true },
    ]);
    expect(Date.parse(again.deadline_at) - Date.parse(first.server_now)).toBeGreaterThan(29 * 60 * 1000);
  });

  it('after the deadline: saving is refused (exam_time_over); submit grades only what was saved before', async () => {
    const user = await createUser();
    await enrol(user.userId, exam.courseId);
    const attempt = await start(user);
    const [right, late] = attempt.questions.map((q) => byId(bank, q.id));
    const before = await user.client.rpc('save_exam_answer', {
      p_attempt_id: attempt.attempt_id,
      p_question_id: right!.id,
      p_option_ids: right!.correctIds,
      p_flagged: false,
    });
    expect(before.error).toBeNull();
    // The test's shortened clock: the deadline is moved into the past directly in the database.
    await sql`update public.assessment_attempts set deadline_at = now() - interval '1 second'
              where id = ${attempt.attempt_id}`;
    const after = await user.client.rpc('save_exam_answer', {
      p_attempt_id: attempt.attempt_id,
      p_question_id: late!.id,
      p_option_ids: late!.correctIds,
      p_flagged: false,
    });
    expectError(after, 'P0001', 'exam_time_over');
    const { data, error } = await user.client.rpc('submit_practice_exam', {
      p_attempt_id: attempt.attempt_id,
    });
    expect(error).toBeNull();
    const review = data as unknown as Review;
    expect(review.correct_count).toBe(1);
    expect(review.question_count).toBe(20);
    expect(review.score_percent).toBe(5);
    expect(review.scaled_score).toBe(145);
    expect(review.passed).toBe(false);
    expect(review.domains.reduce((sum, domain) => sum + domain.total, 0)).toBe(20);
  });

  it('an expired open attempt is graded when the student comes back; the next call starts a new one', async () => {
    const user = await createUser();
    await enrol(user.userId, exam.courseId);
    const attempt = await start(user);
    await sql`update public.assessment_attempts set deadline_at = now() - interval '1 second'
              where id = ${attempt.attempt_id}`;
    const back = await start(user);
    expect(back).toEqual({ expired_attempt_id: attempt.attempt_id });
    const [row] = await sql<{ submitted: boolean }[]>`
      select submitted_at is not null as submitted from public.assessment_attempts where id = ${attempt.attempt_id}`;
    expect(row!.submitted).toBe(true);
    const fresh = await start(user);
    expect(fresh.attempt_id).not.toBe(attempt.attempt_id);
  });

  it('scales 0–100 % to 100–1000 and passes at the pass score; submitting twice or for another is refused', async () => {
    const user = await createUser();
    await enrol(user.userId, exam.courseId);
    const attempt = await start(user);
    // 14 of 20 right: 100 + 900 × 0.7 = 730 ≥ 720.
    for (const question of attempt.questions.slice(0, 14)) {
      const result = await user.client.rpc('save_exam_answer', {
        p_attempt_id: attempt.attempt_id,
        p_question_id: question.id,
        p_option_ids: byId(bank, question.id).correctIds,
        p_flagged: false,
      });
      expect(result.error).toBeNull();
    }
    const stolen = await other.client.rpc('submit_practice_exam', { p_attempt_id: attempt.attempt_id });
    expectError(stolen, 'P0001', 'attempt_not_found');
    const { data } = await user.client.rpc('submit_practice_exam', { p_attempt_id: attempt.attempt_id });
    const review = data as unknown as Review;
    expect(review.scaled_score).toBe(730);
    expect(review.passed).toBe(true);
    const twice = await user.client.rpc('submit_practice_exam', { p_attempt_id: attempt.attempt_id });
    expectError(twice, 'P0001', 'attempt_already_submitted');
    const saveAfter = await user.client.rpc('save_exam_answer', {
      p_attempt_id: attempt.attempt_id,
      p_question_id: attempt.questions[15]!.id,
      p_option_ids: [],
      p_flagged: false,
    });
    expectError(saveAfter, 'P0001', 'attempt_already_submitted');
  });

  it('an unpublished simulado is not available to students (practice_exam_not_available); published it is', async () => {
    const hidden = await createCourse({ lessonsPerModule: [1] });
    await enrol(student.userId, hidden.courseId);
    const domainId = await insertDomain(hidden.courseId, 'Único', 100);
    for (let index = 0; index < 3; index++) await insertQuestion({ courseId: hidden.courseId, domainId });
    await insertPracticeExam(hidden.courseId, { questionCount: 3, published: false });
    const refused = await student.client.rpc('start_practice_exam', { p_course_id: hidden.courseId });
    expectError(refused, 'P0001', 'practice_exam_not_available');
    await sql`update public.practice_exams set published = true where course_id = ${hidden.courseId}`;
    const allowed = await student.client.rpc('start_practice_exam', { p_course_id: hidden.courseId });
    expect(allowed.error).toBeNull();
  });
});
