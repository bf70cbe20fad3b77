// A course that requires its quizzes, its simulado and watching is certified neither on completion
// nor by an administrator until all is met (certificate_requirements_unmet); then the certificate
// is issued by the call that meets the last requirement, stores what was required and the grade,
// and verify_certificate shows them. 'Watched' = the furthest second saved reaches 90 % of the
// shortest length the lesson's whole minutes allow (docs/rules/assessments.md).
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
import { createCourse, enrol, expectError, linkTeacher, type CourseFixture } from './fixtures';

let admin: TestUser;
let teacher: TestUser;
let course: CourseFixture;
let quizBank: QuestionFixture[];
let examBank: QuestionFixture[];

beforeAll(async () => {
  [admin, teacher] = await Promise.all([
    createUser({ role: 'administrador' }),
    createUser({ role: 'professor' }),
  ]);
  // Two lessons of 2 minutes: watched from ceil(0.9 × 61) = 55 s on.
  course = await createCourse({ lessonsPerModule: [2], minutes: 2 });
  await linkTeacher(teacher.userId, course.courseId);
  quizBank = await insertModuleQuestions(course.courseId, course.moduleIds[0]!, 2, [1]);
  await insertModuleQuiz(course.moduleIds[0]!, 2, 100);
  const domainId = await insertDomain(course.courseId, 'Segurança', 100);
  examBank = [
    await insertQuestion({ courseId: course.courseId, domainId, correct: [0, 2] }),
    await insertQuestion({ courseId: course.courseId, domainId }),
  ];
  await insertPracticeExam(course.courseId, { questionCount: 2, passScore: 700 });
  const required = await teacher.client.rpc('set_course_requirements', {
    p_course_id: course.courseId,
    p_quizzes: true,
    p_practice_exam: true,
    p_watching: true,
  });
  expect(required.error).toBeNull();
});

async function certificateOf(userId: string) {
  const [row] = await sql<
    {
      verification_code: string;
      required_quizzes: boolean;
      required_practice_exam: boolean;
      required_watching: boolean;
      quiz_average_percent: number | null;
      practice_exam_best_score: number | null;
    }[]
  >`select verification_code, required_quizzes, required_practice_exam, required_watching,
           quiz_average_percent, practice_exam_best_score
    from public.certificates where user_id = ${userId} and course_id = ${course.courseId}`;
  return row ?? null;
}

async function missing(user: TestUser) {
  const { data, error } = await user.client.rpc('get_course_assessments', { p_course_id: course.courseId });
  expect(error).toBeNull();
  return (data as unknown as { missing: string[] }).missing;
}

async function completeLessons(user: TestUser) {
  for (const lessonId of course.lessonIds) {
    const { error } = await user.client.rpc('complete_lesson', { p_lesson_id: lessonId });
    expect(error).toBeNull();
  }
}

async function passQuiz(user: TestUser, right = true) {
  const quiz = await user.client.rpc('start_module_quiz', { p_module_id: course.moduleIds[0]! });
  const attemptId = (quiz.data as unknown as { attempt_id: string }).attempt_id;
  const { data } = await user.client.rpc('submit_quiz_attempt', {
    p_attempt_id: attemptId,
    p_answers: quizBank.map((q) => ({
      question_id: q.id,
      option_ids: right ? q.correctIds : q.wrongIds.slice(0, 1),
    })),
  });
  return data as unknown as { passed: boolean; score_percent: number };
}

async function passExam(user: TestUser) {
  const exam = await user.client.rpc('start_practice_exam', { p_course_id: course.courseId });
  const attemptId = (exam.data as unknown as { attempt_id: string }).attempt_id;
  for (const question of examBank) {
    await user.client.rpc('save_exam_answer', {
      p_attempt_id: attemptId,
      p_question_id: question.id,
      p_option_ids: question.correctIds,
      p_flagged: false,
    });
  }
  const { data } = await user.client.rpc('submit_practice_exam', { p_attempt_id: attemptId });
  return data as unknown as { passed: boolean; scaled_score: number };
}

async function watch(user: TestUser, seconds: number) {
  for (const lessonId of course.lessonIds) {
    const { error } = await user.client.rpc('save_watch_position', {
      p_lesson_id: lessonId,
      p_position_seconds: seconds,
    });
    expect(error).toBeNull();
  }
}

describe('a course that requires quizzes, the simulado and watching', () => {
  it('completing the lessons is not enough; each requirement met shrinks the list; the last one issues it', async () => {
    const student = await createUser();
    await enrol(student.userId, course.courseId);
    await completeLessons(student);
    expect(await certificateOf(student.userId)).toBeNull();
    expect(await missing(student)).toEqual([
      'Falta: quiz do módulo 1',
      'Falta: aprovação no simulado',
      'Falta: assistir a pelo menos 90% de 2 aulas',
    ]);

    expect((await passQuiz(student, false)).passed).toBe(false);
    expect(await missing(student)).toContain('Falta: quiz do módulo 1');
    expect((await passQuiz(student)).passed).toBe(true);
    expect(await missing(student)).toEqual([
      'Falta: aprovação no simulado',
      'Falta: assistir a pelo menos 90% de 2 aulas',
    ]);

    const exam = await passExam(student);
    expect(exam.scaled_score).toBe(1000);
    expect(await certificateOf(student.userId)).toBeNull();

    // 54 s of a 2-minute lesson is under 90 % of its shortest possible length (61 s): not watched.
    await watch(student, 54);
    expect(await missing(student)).toEqual(['Falta: assistir a pelo menos 90% de 2 aulas']);
    // Going back to the start keeps the furthest second.
    await watch(student, 55);
    await watch(student, 3);
    expect(await missing(student)).toEqual([]);

    const certificate = await certificateOf(student.userId);
    expect(certificate).toMatchObject({
      required_quizzes: true,
      required_practice_exam: true,
      required_watching: true,
      quiz_average_percent: 100,
      practice_exam_best_score: 1000,
    });
    const verified = await admin.client.rpc('verify_certificate', { p_code: certificate!.verification_code });
    expect(verified.data).toMatchObject({
      requirements: { quizzes: true, practice_exam: true, watching: true },
      quiz_average_percent: 100,
      practice_exam_best_score: 1000,
    });
  });

  it('an administrator cannot issue it while a requirement is missing, even with a reason; once met, can', async () => {
    const student = await createUser();
    await enrol(student.userId, course.courseId);
    const refused = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Concluiu presencialmente',
    });
    expectError(refused, 'P0001', 'certificate_requirements_unmet');
    expect(await certificateOf(student.userId)).toBeNull();

    await passQuiz(student);
    await passExam(student);
    await watch(student, 120);
    // Requirements met, lessons not completed: the reason grounds the manual issue.
    const issued = await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Concluiu presencialmente',
    });
    expect(issued.error).toBeNull();
    expect(await certificateOf(student.userId)).toMatchObject({
      required_quizzes: true,
      quiz_average_percent: 100,
    });
  });

  it('lowering the requirements issues the certificates of the students who now meet them', async () => {
    const other = await createCourse({ lessonsPerModule: [1] });
    await linkTeacher(teacher.userId, other.courseId);
    await insertModuleQuestions(other.courseId, other.moduleIds[0]!, 1);
    await insertModuleQuiz(other.moduleIds[0]!, 1);
    await teacher.client.rpc('set_course_requirements', {
      p_course_id: other.courseId,
      p_quizzes: true,
      p_practice_exam: false,
      p_watching: false,
    });
    const student = await createUser();
    await enrol(student.userId, other.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: other.lessonIds[0]! });
    const before = await sql`select 1 from public.certificates where user_id = ${student.userId}`;
    expect(before).toHaveLength(0);
    await teacher.client.rpc('set_course_requirements', {
      p_course_id: other.courseId,
      p_quizzes: false,
      p_practice_exam: false,
      p_watching: false,
    });
    const [row] = await sql<{ required_quizzes: boolean; quiz_average_percent: number | null }[]>`
      select required_quizzes, quiz_average_percent from public.certificates where user_id = ${student.userId}`;
    expect(row).toEqual({ required_quizzes: false, quiz_average_percent: null });
  });

  it('a course without requirements is certified on completion, as before', async () => {
    const plain = await createCourse({ lessonsPerModule: [1] });
    const student = await createUser();
    await enrol(student.userId, plain.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: plain.lessonIds[0]! });
    const rows = await sql`select 1 from public.certificates where user_id = ${student.userId}`;
    expect(rows).toHaveLength(1);
  });

  it('requiring an unpublished simulado is refused (practice_exam_not_published)', async () => {
    const other = await createCourse();
    await linkTeacher(teacher.userId, other.courseId);
    const result = await teacher.client.rpc('set_course_requirements', {
      p_course_id: other.courseId,
      p_quizzes: false,
      p_practice_exam: true,
      p_watching: false,
    });
    expectError(result, 'P0001', 'practice_exam_not_published');
  });
});
