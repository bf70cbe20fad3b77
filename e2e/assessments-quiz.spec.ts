// A module's quiz in Chromium against the real local Supabase: failed, then passed, with the best
// score kept in the curriculum and the player's lesson list; 'Rever na aula' opening the lesson at
// the question's second (the video stand-in of ./video-stand-ins.ts reports it); the phone layout;
// and axe on the quiz's screens.
import { answerQuestion, createAssessmentCourse, shownQuestionIds } from './assessments-fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './accessibility';
import { createStudent, enrol } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';
import { serveVideoStandIns, standInSeconds } from './video-stand-ins';

test('a module quiz failed, then passed: the result, the feedback, the best score kept', async ({ page }) => {
  test.setTimeout(90_000);
  const course = await createAssessmentCourse();
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  await signInWithSession(page, student.email, student.password);

  // The entry after the first module of the curriculum.
  await page.goto(`/course/${course.slug}`);
  const firstEntry = page.getByRole('link', { name: /Quiz do módulo 1/ });
  await expect(firstEntry).toContainText('2 questões');
  await firstEntry.click();
  await expect(page).toHaveURL(`/course/${course.id}/quiz/${course.modules[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Módulo 1: Módulo de prova 1' })).toBeVisible();
  await expect(page.getByText('Nota mínima para aprovação: 70%')).toBeVisible();
  await expect(page.getByText('Você ainda não fez este quiz.')).toBeVisible();
  await page.getByRole('button', { name: 'Começar quiz' }).click();

  // Sending with a question unanswered is stopped on the screen.
  await expect(page.getByText('Escolha 2 opções')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByRole('alert')).toHaveText('Responda todas as questões antes de enviar.');

  for (const id of await shownQuestionIds(page)) await answerQuestion(page, id, false);
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  const score = page.getByRole('region', { name: 'Sua nota' });
  await expect(score).toContainText('0%');
  await expect(score).toContainText('Não aprovado');
  await expect(score).toContainText('Você acertou 0 de 2 questões. Nota mínima: 70%.');
  await expect(page.getByText('Incorreta')).toHaveCount(2);
  await expect(page.getByText('Explicação da questão do módulo 1: a aula mostra o porquê.')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Rever na aula (2:05): Aula de prova 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rever na aula (5:00): Aula de prova 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  for (const id of await shownQuestionIds(page)) await answerQuestion(page, id, true);
  await page.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(score).toContainText('100%');
  await expect(score).toContainText('Aprovado');
  await expect(score).toContainText('Sua melhor nota neste quiz: 100%');
  await expect(page.getByText('Correta', { exact: true })).toHaveCount(2);

  // The best score is kept: the curriculum and the player's lesson list say 'Aprovado'.
  await page.getByRole('link', { name: 'Voltar ao curso' }).click();
  await expect(page.getByRole('link', { name: /Quiz do módulo 1/ })).toContainText('Aprovado');
  await expect(page.getByRole('link', { name: /Quiz do módulo 2/ })).toContainText('2 questões');
  await page.goto(`/course/${course.id}/lesson/${course.modules[1]!.lessonId}`);
  const lessonList = page.getByRole('navigation', { name: 'Conteúdo do curso' });
  await expect(lessonList.getByRole('link', { name: /Quiz do módulo 1/ })).toContainText('Aprovado');
  await lessonList.getByRole('link', { name: /Quiz do módulo 1/ }).click();
  await expect(page.getByText('Sua melhor nota: 100%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fazer de novo' })).toBeVisible();
});

test("'Rever na aula' opens the player at the question's second", async ({ page }) => {
  test.setTimeout(90_000);
  const course = await createAssessmentCourse({ modules: 1 });
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  await serveVideoStandIns(page);
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/course/${course.id}/quiz/${course.modules[0]!.id}`);
  await page.getByRole('button', { name: 'Começar quiz' }).click();
  for (const id of await shownQuestionIds(page)) await answerQuestion(page, id, false);
  await page.getByRole('button', { name: 'Enviar respostas' }).click();

  await page.getByRole('link', { name: 'Rever na aula (2:05): Aula de prova 1' }).click();
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${course.modules[0]!.lessonId}?t=125`);
  await expect(page.getByText('Começando em 2:05')).toBeVisible();
  const second = await standInSeconds(page);
  expect(second).toBeGreaterThanOrEqual(125);
  expect(second).toBeLessThan(127);

  // Back: the result and its feedback are still there (the address names the attempt).
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Sua nota' })).toContainText('Não aprovado');
  await expect(page.getByRole('link', { name: 'Rever na aula (5:00): Aula de prova 1' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the quiz at ${width} px: nothing scrolls sideways, axe finds nothing`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createAssessmentCourse({ modules: 1 });
    const student = await createStudent(page);
    await enrol(page, student, course.id);
    await signInWithSession(page, student.email, student.password);
    await page.goto(`/course/${course.id}/quiz/${course.modules[0]!.id}`);
    await expect(page.getByRole('button', { name: 'Começar quiz' })).toBeVisible();
    await expectNoAxeViolations(page, 'quiz start');
    await page.getByRole('button', { name: 'Começar quiz' }).click();
    const ids = await shownQuestionIds(page);
    await answerQuestion(page, ids[0]!, true);
    await expectNoSidewaysScroll(page, 'quiz questions');
    await expectNoAxeViolations(page, 'quiz questions');
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'quiz questions with an error');
    await answerQuestion(page, ids[1]!, false);
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(page.getByRole('region', { name: 'Sua nota' })).toContainText('50%');
    await expectNoSidewaysScroll(page, 'quiz result');
    await expectNoAxeViolations(page, 'quiz result');
  });
}
