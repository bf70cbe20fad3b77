// The solution mark in Chromium: the course's teacher marks a student's answer as the solution
// under it (never their own answer), everyone reading the thread sees 'Solução', the student who
// answered gets the points once, and unmarking and marking again earns nothing more. The course,
// its people, the question and the answers are written straight into the database (the RPC's
// rules are tests/integration/database/answer-solution.test.ts).
import { type Browser, type Page } from '@playwright/test';
import { addModuleWithLesson, createCourse, createUser, db, enroll, unique } from './fixtures/admin-fixtures';
import { signInWithSession, expect, test } from './support';
import { serveVideoStandIns } from './video-stand-ins';

async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await serveVideoStandIns(page);
  await signInWithSession(page, user.email, user.password);
  return page;
}

async function pointsOf(userId: string) {
  return db()`select reason, points from public.point_events where user_id = ${userId} order by id`;
}

test('the teacher marks a student answer as the solution; the asker sees the mark; the points come once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const course = await createCourse(unique('Curso de Soluções'));
  const { lessonId } = await addModuleWithLesson(course.id, 'Redes', 'Sub-redes na prática');
  const teacher = await createUser({ role: 'professor', fullName: 'Paula Professora Reis' });
  const asker = await createUser({ fullName: 'Bruna Aluna Costa' });
  const classmate = await createUser({ fullName: 'Carlos Colega Lima' });
  await db()`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.id}, ${course.id})`;
  await enroll(asker.id, course.id);
  await enroll(classmate.id, course.id);
  const [question] = await db()`
    insert into public.lesson_questions (lesson_id, course_id, author_id, title, body)
    values (${lessonId}, ${course.id}, ${asker.id}, 'Como divido uma VPC em sub-redes?',
            'Quero uma sub-rede pública e uma privada.')
    returning id`;
  const questionId = question!.id as string;
  const classmateBody = 'Crie duas sub-redes /24 e associe só a pública ao internet gateway.';
  const teacherBody = 'Lembre também da tabela de rotas de cada sub-rede.';
  await db()`insert into public.question_answers (question_id, author_id, body, created_at)
             values (${questionId}, ${classmate.id}, ${classmateBody}, now() - interval '2 minutes')`;
  await db()`insert into public.question_answers (question_id, author_id, body, is_teacher, created_at)
             values (${questionId}, ${teacher.id}, ${teacherBody}, true, now() - interval '1 minute')`;
  const threadUrl = `/course/${course.id}/lesson/${lessonId}?pergunta=${questionId}`;

  // The teacher: the button under the student's answer, none under their own.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto(threadUrl);
  const thread = teacherPage.getByRole('region', { name: 'Perguntas e respostas' });
  const studentAnswer = thread.getByRole('article').filter({ hasText: classmateBody });
  const ownAnswer = thread.getByRole('article').filter({ hasText: teacherBody });
  await expect(studentAnswer.getByRole('button', { name: 'Marcar como solução' })).toBeVisible();
  await expect(ownAnswer).toContainText('Resposta do professor');
  await expect(ownAnswer.getByRole('button', { name: /solução/ })).toHaveCount(0);
  await studentAnswer.getByRole('button', { name: 'Marcar como solução' }).click();
  await expect(teacherPage.getByText('Resposta marcada como solução!')).toBeVisible();
  await expect(studentAnswer.getByText('Solução', { exact: true })).toBeVisible();
  await expect(studentAnswer.getByRole('button', { name: 'Desmarcar solução' })).toBeVisible();
  expect(await pointsOf(classmate.id)).toEqual([{ reason: 'answer_solution', points: 15 }]);

  // The asker: the mark, and no button to set it.
  const askerPage = await signedInPage(browser, asker);
  await askerPage.goto(threadUrl);
  const seen = askerPage.getByRole('region', { name: 'Perguntas e respostas' });
  const marked = seen.getByRole('article').filter({ hasText: classmateBody });
  await expect(marked.getByText('Solução', { exact: true })).toBeVisible();
  await expect(
    seen.getByRole('article').filter({ hasText: teacherBody }).getByText('Solução', { exact: true }),
  ).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /solução/ })).toHaveCount(0);

  // Unmarking and marking again: the mark follows, the points do not grow.
  await studentAnswer.getByRole('button', { name: 'Desmarcar solução' }).click();
  await expect(teacherPage.getByText('A resposta não é mais a solução.')).toBeVisible();
  await expect(studentAnswer.getByText('Solução', { exact: true })).toHaveCount(0);
  await studentAnswer.getByRole('button', { name: 'Marcar como solução' }).click();
  await expect(studentAnswer.getByRole('button', { name: 'Desmarcar solução' })).toBeVisible();
  expect(await pointsOf(classmate.id)).toEqual([{ reason: 'answer_solution', points: 15 }]);
  expect(await pointsOf(teacher.id)).toEqual([]);
});
