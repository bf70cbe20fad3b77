// A course that requires its quizzes: the lessons completed do not earn the certificate while a
// quiz is missing; the dashboard card and the course page say what is missing, in the database's
// words; passing the quiz issues it, and its page says what was required and the grade.
import { answerQuestion, createAssessmentCourse, shownQuestionIds } from './assessments-fixtures';
import { database, createStudent, enrol } from './learning-fixtures';
import { e2eStack, expect, signInWithSession, test } from './support';

test('a certificate that waits for the quizzes, and says so once issued', async ({ page }) => {
  test.setTimeout(90_000);
  const course = await createAssessmentCourse({ modules: 1, requiresQuizzes: true });
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  const certificates = () => database()<{ verification_code: string }[]>`
    select c.verification_code from public.certificates c join public.profiles p on p.id = c.user_id
    where p.email = ${student.email} and c.course_id = ${course.id}`;
  await signInWithSession(page, student.email, student.password);

  // Under way: the card already says what the certificate will wait for.
  await page.goto('/dashboard');
  const card = page.getByRole('article').filter({ hasText: course.title });
  await expect(card).toContainText('0 de 1 aula concluída');
  await expect(card).toContainText('Falta: quiz do módulo 1');

  const stack = e2eStack();
  const completed = await page.request.post(`${stack.url}/rest/v1/rpc/complete_lesson`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${student.accessToken}`,
      'Content-Type': 'application/json',
    },
    data: { p_lesson_id: course.modules[0]!.lessonId },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  expect(await certificates()).toHaveLength(0);

  await page.reload();
  await expect(card).toContainText('Curso Concluído!');
  await expect(card).toContainText('Para o certificado');
  await expect(card).toContainText('Falta: quiz do módulo 1');

  await page.goto(`/course/${course.slug}`);
  await expect(page.getByText('Falta: quiz do módulo 1')).toBeVisible();
  await page.getByRole('link', { name: /Quiz do módulo 1/ }).click();
  await page.getByRole('button', { name: 'Começar quiz' }).click();
  for (const id of await shownQuestionIds(page)) await answerQuestion(page, id, true);
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByRole('region', { name: 'Sua nota' })).toContainText('Aprovado');

  await expect.poll(async () => (await certificates()).length).toBe(1);
  await page.getByRole('link', { name: 'Voltar ao curso' }).click();
  await expect(page.getByRole('link', { name: /Quiz do módulo 1/ })).toContainText('Aprovado');
  await expect(page.getByText('Falta: quiz do módulo 1')).toHaveCount(0);

  const [certificate] = await certificates();
  await page.goto(`/certificado/${certificate!.verification_code}`);
  await expect(
    page.getByText('Requisitos cumpridos: aprovação nos quizzes de todos os módulos.').first(),
  ).toBeVisible();
  await expect(page.getByText('Notas: média de 100% nos quizzes.').first()).toBeVisible();
});
