// A started module quiz is an attempt kept by the server (docs/assessments.md, "Taking a module
// quiz"): starting again continues it with the same questions and the answers saved so far, for its
// owner only and without the key; the grading keeps the points it awarded. The simulado keeps the
// question last seen; the review says which questions were flagged.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import {
  containsKey,
  insertDomain,
  insertModuleQuestions,
  insertModuleQuiz,
  insertPracticeExam,
  insertQuestion,
  type QuestionFixture,
} from './assessment-fixtures';
import { createCourse, enrol, expectError, type CourseFixture } from './fixtures';

interface StartedQuiz {
  attempt_id: string;
  questions: { id: string; options: { id: string }[] }[];
  answers: { question_id: string; option_ids: string[]; flagged: boolean }[];
}

interface StartedExam extends StartedQuiz {
  last_question_id: string | null;
}

interface Review {
  passed: boolean;
  points_earned: number;
  questions: { id: string; flagged: boolean; chosen_option_ids: string[] }[];
}

let course: CourseFixture;
let student: TestUser;
let classmate: TestUser;
let outsider: TestUser;
let bank: QuestionFixture[];
let examBank: QuestionFixture[];

beforeAll(async () => {
  [student, classmate, outsider] = await Promise.all([createUser(), createUser(), createUser()]);
  course = await createCourse({ lessonsPerModule: [1, 1] });
  await Promise.all([enrol(student.userId, course.courseId), enrol(classmate.userId, course.courseId)]);
  bank = await insertModuleQuestions(course.courseId, course.moduleIds[0]!, 4);
  await insertModuleQuiz(course.moduleIds[0]!, 3, 70);
  const domainId = await insertDomain(course.courseId, 'Segurança', 100);
  examBank = [];
  for (let index = 0; index < 3; index++) {
    examBank.push(await insertQuestion({ courseId: course.courseId, domainId, prompt: `Simulado ${index}` }));
  }
  await insertPracticeExam(course.courseId, { questionCount: 3 });
});

function inBank(questions: QuestionFixture[], id: string) {
  const found = questions.find((question) => question.id === id);
  if (!found) throw new Error(`question ${id} not in the bank`);
  return found;
}

async function startQuiz(user: TestUser, moduleId = course.moduleIds[0]!) {
  const { data, error } = await user.client.rpc('start_module_quiz', { p_module_id: moduleId });
  expect(error).toBeNull();
  return data as unknown as StartedQuiz;
}

async function saveQuizAnswer(user: TestUser, attemptId: string, questionId: string, optionIds: string[]) {
  return user.client.rpc('save_quiz_answer', {
    p_attempt_id: attemptId,
    p_question_id: questionId,
    p_option_ids: optionIds,
  });
}

async function submitQuiz(user: TestUser, attemptId: string) {
  const { data, error } = await user.client.rpc('submit_quiz_attempt', {
    p_attempt_id: attemptId,
    p_answers: [],
  });
  expect(error).toBeNull();
  return data as unknown as Review;
}

describe('a kept quiz attempt', () => {
  it('starting again continues it: the same questions in the same order, the answers saved so far, no key', async () => {
    const first = await startQuiz(student);
    expect(first.questions).toHaveLength(3);
    expect(first.answers).toEqual([]);
    const [one, two] = first.questions;
    const chosenOne = inBank(bank, one!.id).wrongIds[0]!;
    const chosenTwo = inBank(bank, two!.id).correctIds[0]!;
    for (const [question, option] of [
      [one!, chosenOne],
      [two!, chosenTwo],
    ] as const) {
      const saved = await saveQuizAnswer(student, first.attempt_id, question.id, [option]);
      expect(saved.error).toBeNull();
      expect(containsKey(saved.data)).toBe(false);
    }
    // The second option chosen for the first question replaces the first one.
    const changed = inBank(bank, one!.id).correctIds[0]!;
    expect((await saveQuizAnswer(student, first.attempt_id, one!.id, [changed])).error).toBeNull();

    const again = await startQuiz(student);
    expect(again.attempt_id).toBe(first.attempt_id);
    expect(again.questions.map((question) => question.id)).toEqual(
      first.questions.map((question) => question.id),
    );
    expect(again).toEqual({ ...first, answers: again.answers });
    expect(
      again.answers
        .map(({ question_id, option_ids }) => ({ question_id, option_ids }))
        .sort((a, b) => a.question_id.localeCompare(b.question_id)),
    ).toEqual(
      [
        { question_id: one!.id, option_ids: [changed] },
        { question_id: two!.id, option_ids: [chosenTwo] },
      ].sort((a, b) => a.question_id.localeCompare(b.question_id)),
    );
    expect(containsKey(again)).toBe(false);

    // The standing names the open attempt, so the screen continues it by itself.
    const standing = await student.client.rpc('get_course_assessments', { p_course_id: course.courseId });
    const modules = (
      standing.data as unknown as { modules: { module_id: string; open_attempt_id: string | null }[] }
    ).modules;
    expect(modules.find((item) => item.module_id === course.moduleIds[0])?.open_attempt_id).toBe(
      first.attempt_id,
    );
    expect(containsKey(standing.data)).toBe(false);
  });

  it('another student cannot read, answer or submit it (attempt_not_found); theirs is their own draw', async () => {
    const mine = await startQuiz(student);
    const question = mine.questions[0]!;
    expectError(
      await saveQuizAnswer(classmate, mine.attempt_id, question.id, [question.options[3]!.id]),
      'P0001',
      'attempt_not_found',
    );
    expectError(
      await classmate.client.rpc('submit_quiz_attempt', { p_attempt_id: mine.attempt_id, p_answers: [] }),
      'P0001',
      'attempt_not_found',
    );
    expectError(
      await classmate.client.rpc('get_attempt_review', { p_attempt_id: mine.attempt_id }),
      'P0001',
      'attempt_not_found',
    );
    const theirs = await startQuiz(classmate);
    expect(theirs.attempt_id).not.toBe(mine.attempt_id);
    expect(theirs.answers).toEqual([]);
    // Not enrolled: no attempt at all; a visitor may not even call.
    expectError(
      await outsider.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! }),
      '42501',
      'not_enrolled',
    );
    expectError(
      await anonClient().rpc('save_quiz_answer', {
        p_attempt_id: mine.attempt_id,
        p_question_id: question.id,
        p_option_ids: [],
      }),
      '42501',
      'permission denied for function save_quiz_answer',
    );
    // The owner's answer did not move.
    const again = await startQuiz(student);
    expect(again.answers.find((answer) => answer.question_id === question.id)?.option_ids).toEqual(
      inBank(bank, question.id).correctIds,
    );
  });

  it('refuses a question or an option not of the attempt', async () => {
    const quiz = await startQuiz(student);
    const notDrawn = bank.find((question) => !quiz.questions.some((drawn) => drawn.id === question.id))!;
    expectError(
      await saveQuizAnswer(student, quiz.attempt_id, notDrawn.id, [notDrawn.optionIds[0]!]),
      'P0001',
      'question_not_in_attempt',
    );
    expectError(
      await saveQuizAnswer(student, quiz.attempt_id, quiz.questions[0]!.id, [notDrawn.optionIds[0]!]),
      'P0001',
      'option_not_in_question',
    );
  });

  it('submitting grades the saved answers; the points the grading awarded are kept; then a new draw', async () => {
    const quiz = await startQuiz(student);
    for (const question of quiz.questions) {
      const saved = await saveQuizAnswer(
        student,
        quiz.attempt_id,
        question.id,
        inBank(bank, question.id).correctIds,
      );
      expect(saved.error).toBeNull();
    }
    const review = await submitQuiz(student, quiz.attempt_id);
    expect(review.passed).toBe(true);
    const awarded = await sql<{ points: number }[]>`
      select points from public.point_events
      where user_id = ${student.userId} and reason = 'quiz_passed' and subject_id = ${course.moduleIds[0]!}`;
    expect(awarded).toHaveLength(1);
    expect(review.points_earned).toBe(awarded[0]!.points);
    expect(review.points_earned).toBeGreaterThan(0);
    const read = await student.client.rpc('get_attempt_review', { p_attempt_id: quiz.attempt_id });
    expect((read.data as unknown as Review).points_earned).toBe(awarded[0]!.points);

    expectError(
      await saveQuizAnswer(student, quiz.attempt_id, quiz.questions[0]!.id, []),
      'P0001',
      'attempt_already_submitted',
    );

    // Passing again: the points were already given, this grading awarded none.
    const next = await startQuiz(student);
    expect(next.attempt_id).not.toBe(quiz.attempt_id);
    expect(next.answers).toEqual([]);
    for (const question of next.questions) {
      await saveQuizAnswer(student, next.attempt_id, question.id, inBank(bank, question.id).correctIds);
    }
    const second = await submitQuiz(student, next.attempt_id);
    expect(second.passed).toBe(true);
    expect(second.points_earned).toBe(0);

    // The quiz's own history, filtered by module, with the points of each attempt.
    const history = await student.client.rpc('list_my_attempts', {
      p_course_id: course.courseId,
      p_kind: 'quiz',
      p_module_id: course.moduleIds[0]!,
    });
    expect(history.error).toBeNull();
    expect(
      (history.data as unknown as { attempt_id: string; points_earned: number }[]).map((row) => [
        row.attempt_id,
        row.points_earned,
      ]),
    ).toEqual([
      [next.attempt_id, 0],
      [quiz.attempt_id, awarded[0]!.points],
    ]);
    const otherModule = await student.client.rpc('list_my_attempts', {
      p_course_id: course.courseId,
      p_kind: 'quiz',
      p_module_id: course.moduleIds[1]!,
    });
    expect(otherModule.data).toEqual([]);
    const classmates = await classmate.client.rpc('list_my_attempts', {
      p_course_id: course.courseId,
      p_kind: 'quiz',
      p_module_id: course.moduleIds[0]!,
    });
    expect(classmates.data).toEqual([]);
  });
});

describe('the simulado keeps the question last seen', () => {
  it('a question looked at, then one answered, is where the attempt reopens; answers and flags stay', async () => {
    const opened = await student.client.rpc('start_practice_exam', { p_course_id: course.courseId });
    expect(opened.error).toBeNull();
    const exam = opened.data as unknown as StartedExam;
    expect(exam.last_question_id).toBeNull();
    const [first, second, third] = exam.questions;
    const rightOfFirst = inBank(examBank, first!.id).correctIds;

    const save = (user: TestUser, questionId: string, optionIds: string[] | null, flagged: boolean | null) =>
      user.client.rpc('save_exam_answer', {
        p_attempt_id: exam.attempt_id,
        p_question_id: questionId,
        p_option_ids: optionIds as string[],
        p_flagged: flagged as boolean,
      });

    expect((await save(student, first!.id, rightOfFirst, true)).error).toBeNull();
    // Only looked at: no answer, no flag change.
    const looked = await save(student, third!.id, null, null);
    expect(looked.error).toBeNull();
    expect(containsKey(looked.data)).toBe(false);
    let reopened = (await student.client.rpc('start_practice_exam', { p_course_id: course.courseId }))
      .data as unknown as StartedExam;
    expect(reopened.attempt_id).toBe(exam.attempt_id);
    expect(reopened.last_question_id).toBe(third!.id);
    expect(reopened.answers).toEqual([{ question_id: first!.id, option_ids: rightOfFirst, flagged: true }]);

    // Unflagging keeps the options chosen; answering another question makes it the last seen.
    expect((await save(student, first!.id, null, false)).error).toBeNull();
    expect((await save(student, second!.id, [second!.options[1]!.id], true)).error).toBeNull();
    reopened = (await student.client.rpc('start_practice_exam', { p_course_id: course.courseId }))
      .data as unknown as StartedExam;
    expect(reopened.last_question_id).toBe(second!.id);
    expect(reopened.answers).toContainEqual({
      question_id: first!.id,
      option_ids: rightOfFirst,
      flagged: false,
    });
    expect(containsKey(reopened)).toBe(false);

    // Denied: another student cannot move it; a question not drawn is refused.
    expectError(await save(classmate, first!.id, null, null), 'P0001', 'attempt_not_found');
    expectError(await save(student, bank[0]!.id, null, null), 'P0001', 'question_not_in_attempt');
    reopened = (await student.client.rpc('start_practice_exam', { p_course_id: course.courseId }))
      .data as unknown as StartedExam;
    expect(reopened.last_question_id).toBe(second!.id);

    // The review says which questions were flagged.
    const submitted = await student.client.rpc('submit_practice_exam', { p_attempt_id: exam.attempt_id });
    expect(submitted.error).toBeNull();
    const review = submitted.data as unknown as Review;
    expect(review.questions.filter((question) => question.flagged).map((question) => question.id)).toEqual([
      second!.id,
    ]);
  });
});
