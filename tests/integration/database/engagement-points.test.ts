// Points come only from events the database verified: a lesson finished by watching (completed and
// watched in real time), a quiz passed the first time, an answer a teacher marked as the solution,
// a review written once per course. Replays, repeats, seeking ahead, posting and answering one's
// own question earn nothing; nobody writes points but the database.
import { describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { insertModuleQuestions, insertModuleQuiz } from './assessment-fixtures';
import {
  complete,
  letTimePass,
  pointsOf,
  save,
  studyDays,
  totalPoints,
  watchWhole,
} from './engagement-fixtures';
import { createCourse, enrol, expectError, linkTeacher, type CourseFixture } from './fixtures';

async function learnerIn(course: CourseFixture, fullName?: string): Promise<TestUser> {
  const user = await createUser({ fullName });
  await enrol(user.userId, course.courseId);
  return user;
}

describe('a lesson finished by watching', () => {
  it('completing without watching earns nothing, and neither does completing it again', async () => {
    const course = await createCourse();
    const learner = await learnerIn(course);
    await complete(learner, course.lessonIds[0]!);
    await complete(learner, course.lessonIds[0]!);
    expect(await pointsOf(learner.userId)).toEqual([]);
    const days = await studyDays(learner.userId);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ watched_seconds: 0, lessons_completed: 1, lessons_finished: 0 });
  });

  it('seeking to the end without the time passing credits nothing and earns nothing', async () => {
    const course = await createCourse();
    const learner = await learnerIn(course);
    await save(learner, course.lessonIds[0]!, 0);
    await save(learner, course.lessonIds[0]!, 600);
    await complete(learner, course.lessonIds[0]!);
    const [row] = await sql<{ furthest_seconds: number; watched_seconds: number }[]>`
      select furthest_seconds, watched_seconds from public.watch_positions
      where user_id = ${learner.userId} and lesson_id = ${course.lessonIds[0]!}`;
    expect(row!.furthest_seconds).toBe(600);
    expect(row!.watched_seconds).toBeLessThan(5);
    expect(await pointsOf(learner.userId)).toEqual([]);
  });

  it('credits at most twice the time between two saves', async () => {
    const course = await createCourse();
    const learner = await learnerIn(course);
    const lesson = course.lessonIds[0]!;
    await save(learner, lesson, 0);
    await letTimePass(learner.userId, lesson, 100);
    await save(learner, lesson, 500);
    const [row] = await sql<{ watched_seconds: number }[]>`
      select watched_seconds from public.watch_positions where user_id = ${learner.userId} and lesson_id = ${lesson}`;
    expect(row!.watched_seconds).toBeGreaterThanOrEqual(200);
    expect(row!.watched_seconds).toBeLessThanOrEqual(202);
  });

  it('watched in real time and completed: 10 points once; completing, saving and replaying again earn nothing', async () => {
    const course = await createCourse();
    const learner = await learnerIn(course);
    const lesson = course.lessonIds[0]!;
    await watchWhole(learner, lesson);
    expect(await pointsOf(learner.userId)).toEqual([]);
    await complete(learner, lesson);
    expect(await pointsOf(learner.userId)).toEqual([
      { reason: 'lesson_finished', points: 10, subject_id: lesson },
    ]);

    // Replays: the same calls again, and the lesson watched again from the start.
    await complete(learner, lesson);
    await save(learner, lesson, 0);
    await letTimePass(learner.userId, lesson, 600);
    await save(learner, lesson, 600);
    const again = await learner.client.rpc('complete_lesson', { p_lesson_id: lesson });
    expect(again.error).toBeNull();
    expect(await totalPoints(learner.userId)).toBe(10);
    const days = await studyDays(learner.userId);
    expect(days.reduce((sum, day) => sum + day.lessons_finished, 0)).toBe(1);
    expect(days.reduce((sum, day) => sum + day.watched_seconds, 0)).toBe(600);
  });

  it('completed first and watched after: the save that reaches 90 % earns the points', async () => {
    const course = await createCourse();
    const learner = await learnerIn(course);
    const lesson = course.lessonIds[1]!;
    await complete(learner, lesson);
    await save(learner, lesson, 0);
    await letTimePass(learner.userId, lesson, 200);
    await save(learner, lesson, 400);
    expect(await pointsOf(learner.userId)).toEqual([]);
    await letTimePass(learner.userId, lesson, 200);
    await save(learner, lesson, 540);
    expect(await pointsOf(learner.userId)).toEqual([
      { reason: 'lesson_finished', points: 10, subject_id: lesson },
    ]);
  });
});

describe('quizzes', () => {
  async function takeQuiz(user: TestUser, moduleId: string, right: boolean) {
    const started = await user.client.rpc('start_module_quiz', { p_module_id: moduleId });
    expect(started.error).toBeNull();
    const quiz = started.data as unknown as {
      attempt_id: string;
      questions: { id: string; options: { id: string }[] }[];
    };
    const keys = await sql<{ question_id: string; id: string }[]>`
      select question_id, id from public.assessment_options
      where question_id = any(${quiz.questions.map((q) => q.id)}) and is_correct = ${right}`;
    const answers = quiz.questions.map((q) => ({
      question_id: q.id,
      option_ids: [keys.find((key) => key.question_id === q.id)!.id],
    }));
    const submitted = await user.client.rpc('submit_quiz_attempt', {
      p_attempt_id: quiz.attempt_id,
      p_answers: answers,
    });
    expect(submitted.error).toBeNull();
    return (submitted.data as unknown as { passed: boolean }).passed;
  }

  it('a failed quiz earns nothing; the first pass earns 20; passing again earns nothing', async () => {
    const course = await createCourse();
    const moduleId = course.moduleIds[0]!;
    await insertModuleQuestions(course.courseId, moduleId, 3);
    await insertModuleQuiz(moduleId, 3);
    const learner = await learnerIn(course);

    expect(await takeQuiz(learner, moduleId, false)).toBe(false);
    expect(await pointsOf(learner.userId)).toEqual([]);
    expect(await takeQuiz(learner, moduleId, true)).toBe(true);
    expect(await pointsOf(learner.userId)).toEqual([
      { reason: 'quiz_passed', points: 20, subject_id: moduleId },
    ]);
    expect(await takeQuiz(learner, moduleId, true)).toBe(true);
    expect(await totalPoints(learner.userId)).toBe(20);
  });
});

describe('reviews', () => {
  it('the first review of a course earns 5; editing, deleting and writing it again earn nothing', async () => {
    const course = await createCourse();
    const learner = await learnerIn(course);
    await complete(learner, course.lessonIds[0]!);
    const first = await learner.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 4,
    });
    expect(first.error).toBeNull();
    expect(await pointsOf(learner.userId)).toEqual([
      { reason: 'course_review', points: 5, subject_id: course.courseId },
    ]);
    await learner.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 5 });
    const removed = await learner.client.rpc('delete_course_review', { p_course_id: course.courseId });
    expect(removed.error).toBeNull();
    const rewritten = await learner.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 3,
    });
    expect(rewritten.error).toBeNull();
    expect(await totalPoints(learner.userId)).toBe(5);
  });
});

describe('the solution mark', () => {
  async function thread() {
    const course = await createCourse();
    const teacher = await createUser({ role: 'professor' });
    await linkTeacher(teacher.userId, course.courseId);
    const asker = await learnerIn(course);
    const classmate = await learnerIn(course);
    const asked = await asker.client.rpc('ask_question', {
      p_lesson_id: course.lessonIds[0]!,
      p_title: 'Como criar um bucket?',
      p_body: 'Não encontrei o botão.',
    });
    expect(asked.error).toBeNull();
    const questionId = (asked.data as unknown as { id: string }).id;
    const answer = async (user: TestUser, body: string) => {
      const { data, error } = await user.client.rpc('answer_question', {
        p_question_id: questionId,
        p_body: body,
      });
      expect(error).toBeNull();
      return (data as unknown as { id: string }).id;
    };
    const classmateAnswer = await answer(classmate, 'Use o console do S3.');
    const ownAnswer = await answer(asker, 'Achei: fica no canto direito.');
    return { course, teacher, asker, classmate, questionId, classmateAnswer, ownAnswer };
  }

  it('asking and answering earn nothing', async () => {
    const { asker, classmate } = await thread();
    expect(await pointsOf(asker.userId)).toEqual([]);
    expect(await pointsOf(classmate.userId)).toEqual([]);
  });

  it('refused (not_moderator): the asker, a classmate and a teacher of another course; nothing is marked', async () => {
    const { asker, classmate, classmateAnswer } = await thread();
    const otherTeacher = await createUser({ role: 'professor' });
    await linkTeacher(otherTeacher.userId, (await createCourse()).courseId);
    for (const user of [asker, classmate, otherTeacher]) {
      expectError(
        await user.client.rpc('set_answer_solution', { p_answer_id: classmateAnswer, p_solution: true }),
        '42501',
        'not_moderator',
      );
    }
    const [row] = await sql<{ is_solution: boolean }[]>`
      select is_solution from public.question_answers where id = ${classmateAnswer}`;
    expect(row!.is_solution).toBe(false);
    expect(await pointsOf(classmate.userId)).toEqual([]);
  });

  it('the course teacher marks a classmate answer: 15 points once, however often it is marked again', async () => {
    const { teacher, classmate, classmateAnswer, questionId } = await thread();
    const marked = await teacher.client.rpc('set_answer_solution', {
      p_answer_id: classmateAnswer,
      p_solution: true,
    });
    expect(marked.error).toBeNull();
    expect(marked.data).toEqual({
      answer_id: classmateAnswer,
      question_id: questionId,
      is_solution: true,
      points_awarded: true,
    });
    await teacher.client.rpc('set_answer_solution', { p_answer_id: classmateAnswer, p_solution: false });
    const again = await teacher.client.rpc('set_answer_solution', {
      p_answer_id: classmateAnswer,
      p_solution: true,
    });
    expect((again.data as unknown as { points_awarded: boolean }).points_awarded).toBe(false);
    expect(await pointsOf(classmate.userId)).toEqual([
      { reason: 'answer_solution', points: 15, subject_id: questionId },
    ]);
  });

  it('an answer to one own question earns nothing when marked; the mark moves to it', async () => {
    const { teacher, asker, classmateAnswer, ownAnswer } = await thread();
    await teacher.client.rpc('set_answer_solution', { p_answer_id: classmateAnswer, p_solution: true });
    const marked = await teacher.client.rpc('set_answer_solution', {
      p_answer_id: ownAnswer,
      p_solution: true,
    });
    expect(marked.error).toBeNull();
    expect((marked.data as unknown as { points_awarded: boolean }).points_awarded).toBe(false);
    expect(await pointsOf(asker.userId)).toEqual([]);
    const rows = await sql<{ id: string; is_solution: boolean }[]>`
      select id, is_solution from public.question_answers
      where id in (${classmateAnswer}, ${ownAnswer}) and is_solution`;
    expect(rows.map((row) => row.id)).toEqual([ownAnswer]);
  });

  it('an administrator may mark; the thread shows the mark', async () => {
    const { asker, classmate, classmateAnswer, questionId } = await thread();
    const admin = await createUser({ role: 'administrador' });
    const marked = await admin.client.rpc('set_answer_solution', {
      p_answer_id: classmateAnswer,
      p_solution: true,
    });
    expect(marked.error).toBeNull();
    expect(await totalPoints(classmate.userId)).toBe(15);
    const { data } = await asker.client.rpc('get_question_thread', { p_question_id: questionId });
    const answers = (data as unknown as { answers: { rows: { id: string; is_solution: boolean }[] } })
      .answers;
    expect(answers.rows.find((row) => row.id === classmateAnswer)!.is_solution).toBe(true);
  });
});

describe('nobody writes points but the database', () => {
  it('a learner cannot insert points (42501) nor read another person points', async () => {
    const course = await createCourse();
    const learner = await learnerIn(course);
    const other = await learnerIn(course);
    await watchWhole(other, course.lessonIds[0]!);
    await complete(other, course.lessonIds[0]!);
    const inserted = await learner.client.from('point_events').insert({
      user_id: learner.userId,
      reason: 'course_review',
      points: 1000,
      subject_id: course.courseId,
    });
    expect(inserted.error?.code).toBe('42501');
    const read = await learner.client.from('point_events').select('*').eq('user_id', other.userId);
    expect(read.data).toEqual([]);
    const own = await other.client.from('point_events').select('points').eq('user_id', other.userId);
    expect(own.data).toEqual([{ points: 10 }]);
  });
});
