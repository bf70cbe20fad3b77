// The quiz and simulado screens' schemas (src/features/assessments/api), run against the real
// calls: when a migration changes what they answer, this fails here instead of on screen.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { attemptSummarySchema } from '@/features/assessments/api/list-my-attempts';
import { attemptReviewSchema } from '@/features/assessments/api/review-schema';
import { savedSchema } from '@/features/assessments/api/save-exam-answer';
import { startedQuizSchema } from '@/features/assessments/api/start-module-quiz';
import { readExamOpening } from '@/features/assessments/api/start-practice-exam';
import { courseStandingSchema, moduleQuizOf } from '@/lib/course-standing';
import { parseRpcResult } from '@/lib/rpc-json';
import { anonClient, createUser, sql } from '../support/stack';
import {
  insertDomain,
  insertModuleQuiz,
  insertPracticeExam,
  insertQuestion,
} from './database/assessment-fixtures';
import { createCourse, enrol } from './database/fixtures';

async function courseWithAssessments() {
  const course = await createCourse({ lessonsPerModule: [1] });
  const moduleId = course.moduleIds[0]!;
  const domainId = await insertDomain(course.courseId, 'Arquiteturas seguras', 100);
  const single = await insertQuestion({
    courseId: course.courseId,
    moduleId,
    domainId,
    lessonId: course.lessonIds[0]!,
    lessonSecond: 754,
  });
  const multiple = await insertQuestion({ courseId: course.courseId, moduleId, domainId, correct: [0, 2] });
  await insertModuleQuiz(moduleId, 2);
  await insertPracticeExam(course.courseId, { questionCount: 2, minutes: 30, passScore: 700 });
  return { ...course, moduleId, single, multiple };
}

describe('assessment answers match the schemas the screens parse them with', () => {
  it('a module quiz: the course standing, the drawn questions, the graded review, the history', async () => {
    const course = await courseWithAssessments();
    const student = await createUser();
    await enrol(student.userId, course.courseId);

    const standing = await student.client.rpc('get_course_assessments', { p_course_id: course.courseId });
    expect(standing.error).toBeNull();
    const assessments = parseRpcResult('get_course_assessments', courseStandingSchema, standing.data);
    expect(moduleQuizOf(assessments, course.moduleId)).toEqual({
      moduleId: course.moduleId,
      questionCount: 2,
      passPercent: 70,
      bestPercent: null,
      passed: false,
      openAttemptId: null,
    });

    const started = await student.client.rpc('start_module_quiz', { p_module_id: course.moduleId });
    expect(started.error).toBeNull();
    const quiz = parseRpcResult('start_module_quiz', startedQuizSchema, started.data);
    expect(quiz.questions.map((question) => question.choose).sort()).toEqual([1, 2]);
    // The open questions carry no key: the schema reads only what the screen shows.
    expect(JSON.stringify(started.data)).not.toContain('is_correct');

    // An answer saved as the person chooses it comes back with the attempt, which the standing names.
    const kept = await student.client.rpc('save_quiz_answer', {
      p_attempt_id: quiz.attempt_id,
      p_question_id: course.single.id,
      p_option_ids: course.single.correctIds,
    });
    expect(parseRpcResult('save_quiz_answer', savedSchema, kept.data).saved_at).toMatch(/^\d{4}-/);
    const reopened = await student.client.rpc('start_module_quiz', { p_module_id: course.moduleId });
    expect(parseRpcResult('start_module_quiz', startedQuizSchema, reopened.data)).toEqual({
      ...quiz,
      answers: [{ question_id: course.single.id, option_ids: course.single.correctIds }],
    });
    const withOpen = await student.client.rpc('get_course_assessments', { p_course_id: course.courseId });
    expect(
      moduleQuizOf(
        parseRpcResult('get_course_assessments', courseStandingSchema, withOpen.data),
        course.moduleId,
      )?.openAttemptId,
    ).toBe(quiz.attempt_id);

    const submitted = await student.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: [
        { question_id: course.single.id, option_ids: course.single.correctIds },
        { question_id: course.multiple.id, option_ids: [course.multiple.correctIds[0]!] },
      ],
    });
    expect(submitted.error).toBeNull();
    const review = parseRpcResult('submit_quiz_attempt', attemptReviewSchema, submitted.data);
    expect(review).toMatchObject({
      kind: 'quiz',
      score_percent: 50,
      passed: false,
      pass_percent: 70,
      best_percent: 50,
      points_earned: 0,
    });
    expect(review.questions.find((question) => question.id === course.single.id)).toMatchObject({
      is_correct: true,
      lesson_id: course.lessonIds[0],
      lesson_second: 754,
    });

    const again = await student.client.rpc('get_attempt_review', { p_attempt_id: quiz.attempt_id });
    expect(parseRpcResult('get_attempt_review', attemptReviewSchema, again.data)).toEqual(review);
    const history = await student.client.rpc('list_my_attempts', {
      p_course_id: course.courseId,
      p_kind: 'quiz',
      p_module_id: course.moduleId,
    });
    expect(parseRpcResult('list_my_attempts', z.array(attemptSummarySchema), history.data)).toMatchObject([
      {
        attempt_id: quiz.attempt_id,
        kind: 'quiz',
        module_id: course.moduleId,
        score_percent: 50,
        correct_count: 1,
        question_count: 2,
        passed: false,
        points_earned: 0,
      },
    ]);
  });

  it('the simulado: opened, an answer saved, continued, delivered; an attempt whose time ran out', async () => {
    const course = await courseWithAssessments();
    const student = await createUser();
    await enrol(student.userId, course.courseId);

    const opened = readExamOpening(
      (await student.client.rpc('start_practice_exam', { p_course_id: course.courseId })).data,
    );
    if (opened.kind !== 'open') throw new Error('expected an open simulado');
    expect(opened.exam.questions).toHaveLength(2);
    expect(opened.exam.answers).toEqual([]);
    const saved = await student.client.rpc('save_exam_answer', {
      p_attempt_id: opened.exam.attempt_id,
      p_question_id: course.single.id,
      p_option_ids: course.single.correctIds,
      p_flagged: true,
    });
    expect(parseRpcResult('save_exam_answer', savedSchema, saved.data).saved_at).toMatch(/^\d{4}-/);

    const continued = readExamOpening(
      (await student.client.rpc('start_practice_exam', { p_course_id: course.courseId })).data,
    );
    expect(continued).toMatchObject({
      kind: 'open',
      exam: {
        attempt_id: opened.exam.attempt_id,
        answers: [{ question_id: course.single.id, option_ids: course.single.correctIds, flagged: true }],
        last_question_id: course.single.id,
      },
    });

    const standing = await student.client.rpc('get_course_assessments', { p_course_id: course.courseId });
    expect(
      parseRpcResult('get_course_assessments', courseStandingSchema, standing.data).practice_exam,
    ).toMatchObject({ available: true, open_attempt_id: opened.exam.attempt_id, pass_score: 700 });

    const delivered = await student.client.rpc('submit_practice_exam', {
      p_attempt_id: opened.exam.attempt_id,
    });
    const review = parseRpcResult('submit_practice_exam', attemptReviewSchema, delivered.data);
    expect(review).toMatchObject({
      kind: 'exam',
      correct_count: 1,
      scaled_score: 550,
      pass_score: 700,
      passed: false,
    });
    expect(review.domains).toEqual([{ name: 'Arquiteturas seguras', correct: 1, total: 2, percent: 50 }]);
    expect(review.questions.find((question) => question.id === course.single.id)?.flagged).toBe(true);

    const next = readExamOpening(
      (await student.client.rpc('start_practice_exam', { p_course_id: course.courseId })).data,
    );
    if (next.kind !== 'open') throw new Error('expected a new simulado');
    await sql`update public.assessment_attempts set deadline_at = now() - interval '1 second'
              where id = ${next.exam.attempt_id}`;
    const expired = readExamOpening(
      (await student.client.rpc('start_practice_exam', { p_course_id: course.courseId })).data,
    );
    expect(expired).toEqual({ kind: 'expired', attemptId: next.exam.attempt_id });
  });

  it('a visitor learns which modules have a quiz, and the screens offer none to take', async () => {
    const course = await courseWithAssessments();
    const answer = await anonClient().rpc('get_course_assessments', { p_course_id: course.courseId });
    expect(answer.error).toBeNull();
    const assessments = parseRpcResult('get_course_assessments', courseStandingSchema, answer.data);
    expect(assessments.modules).toEqual([
      expect.objectContaining({ module_id: course.moduleId, has_quiz: true }),
    ]);
    expect(moduleQuizOf(assessments, course.moduleId)).toBeNull();
    expect(assessments.practice_exam).toBeNull();
  });
});
