// The simulado in Chromium against the real local Supabase: answers saved as one goes, a reload
// that continues the same attempt with its answers, flags and the server's time left; a shortened
// clock that runs out and is graded with what was answered; the result with its domains; keyboard
// navigation; the phone layout; axe on the exam's screens.
//
// The clock is shortened by setting the open attempt's deadline_at in the database from the test
// (as the superuser): the app then learns the time left from the server on the next load.
import { database } from './learning-fixtures';
import {
  answerQuestion,
  createAssessmentCourse,
  openExamAttempt,
  shownQuestionIds,
} from './assessments-fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './accessibility';
import { createStudent, enrol } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';
import type { Page } from '@playwright/test';

/** The seconds the exam's clock shows ('29:41' → 1781). */
async function clockSeconds(page: Page) {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

async function startedExam(page: Page, options: { examMinutes?: number } = {}) {
  const course = await createAssessmentCourse(options);
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/course/${course.id}/simulado`);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulado' })).toBeVisible();
  await expect(page.getByText('Você ainda não fez este simulado.')).toBeVisible();
  await page.getByRole('button', { name: 'Começar simulado' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  return { course, student };
}

const map = (page: Page) => page.getByRole('complementary', { name: 'Mapa de questões' });

test('reload mid-exam keeps the answers, the flags and the time left', async ({ page }) => {
  test.setTimeout(90_000);
  const { course, student } = await startedExam(page);
  expect(await clockSeconds(page)).toBeGreaterThan(29 * 60);

  const [first] = await shownQuestionIds(page);
  await answerQuestion(page, first!, true);
  await expect(page.getByText('Respostas salvas')).toBeVisible();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await page.getByRole('button', { name: 'Marcar para revisão' }).click();
  await expect(page.getByRole('button', { name: 'Marcar para revisão' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Respostas salvas')).toBeVisible();
  await expect(map(page).getByRole('button', { name: 'Questão 1: respondida' })).toBeVisible();
  await expect(
    map(page).getByRole('button', { name: 'Questão 2: sem resposta, marcada para revisão' }),
  ).toBeVisible();

  // The server's clock: 10 minutes gone since the attempt began (the device's clock plays no part).
  const attempt = await openExamAttempt(student.email, course.id);
  await database()`update public.assessment_attempts set deadline_at = deadline_at - interval '10 minutes'
                   where id = ${attempt.id}`;
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
  const left = await clockSeconds(page);
  expect(left).toBeLessThanOrEqual(20 * 60);
  expect(left).toBeGreaterThan(19 * 60);
  await expect(map(page).getByRole('button', { name: 'Questão 1: respondida' })).toBeVisible();
  await expect(
    map(page).getByRole('button', { name: 'Questão 2: sem resposta, marcada para revisão' }),
  ).toBeVisible();
  // It reopens on the question last seen (the second), the first one's answer a click away.
  await expect(page.getByText('Questão 2 de 4 · marcada para revisão')).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  const fieldset = page.locator(`fieldset[id="questao-${first}"]`);
  await expect(fieldset.locator('input:checked')).not.toHaveCount(0);
  const [again] = await database()<{ id: string }[]>`
    select id from public.assessment_attempts a where a.course_id = ${course.id} and a.kind = 'exam'`;
  expect(again!.id, 'the same attempt continues').toBe(attempt.id);
});

test('a shortened clock runs out: the simulado is graded with what was answered', async ({ page }) => {
  test.setTimeout(90_000);
  const { course, student } = await startedExam(page);
  const [first] = await shownQuestionIds(page);
  await answerQuestion(page, first!, true);
  await expect(page.getByText('Respostas salvas')).toBeVisible();

  const attempt = await openExamAttempt(student.email, course.id);
  await database()`update public.assessment_attempts set deadline_at = now() + interval '6 seconds'
                   where id = ${attempt.id}`;
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(/^00:0[0-6]$/);
  await expect(page.getByRole('status').filter({ hasText: 'O tempo acabou' })).toHaveText(
    'O tempo acabou. O simulado foi corrigido com as respostas salvas até o fim do tempo.',
    { timeout: 15_000 },
  );
  const score = page.getByRole('region', { name: 'Sua pontuação' });
  await expect(score).toContainText('Você acertou 1 de 4 questões (25%). Pontuação mínima: 700.');
  await expect(score).toContainText('Não aprovado');
  const domains = page.getByRole('region', { name: 'Desempenho por domínio' });
  await expect(domains.getByRole('listitem')).toHaveCount(2);
  await expect(domains).toContainText('1 de 2 · 50%');
  await expect(domains).toContainText('0 de 2 · 0%');
  await expect(page.getByText('Sem resposta')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Rever na aula/ })).toHaveCount(4);
  // A reload shows the same result, the time-out included (the address names the attempt).
  await page.reload();
  await expect(score).toContainText('Você acertou 1 de 4 questões (25%). Pontuação mínima: 700.');
  await expect(page.getByText('O tempo acabou.', { exact: false })).toBeVisible();

  // The history shows it, with its review.
  await page.goto(`/course/${course.id}/simulado`);
  const history = page.getByRole('region', { name: 'Suas tentativas' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Não aprovado');
});

test('keyboard: arrows move between questions, number keys choose, M flags; delivered on request', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startedExam(page);
  await expect(page.getByText('Atalhos do teclado')).toBeVisible();
  await expect(page.getByText('Questão 1 de 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Questão 2 de 4')).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('m');
  await expect(page.getByText('Questão 2 de 4 · marcada para revisão')).toBeVisible();
  await expect(map(page).getByRole('button', { name: /^Questão 2: .*marcada para revisão$/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Questão 1 de 4')).toBeVisible();
  await expect(page.getByText('Respostas salvas')).toBeVisible();

  await page.getByRole('button', { name: 'Entregar simulado' }).click();
  await expect(page.getByText(/Você respondeu \d de 4 questões\. Entregar mesmo assim\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Sua pontuação' })).toContainText('de 1000');
});

for (const width of [390, 1280]) {
  test(`the simulado at ${width} px: nothing scrolls sideways, axe finds nothing`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createAssessmentCourse();
    const student = await createStudent(page);
    await enrol(page, student, course.id);
    await signInWithSession(page, student.email, student.password);
    await page.goto(`/course/${course.id}/simulado`);
    await expect(page.getByRole('button', { name: 'Começar simulado' })).toBeVisible();
    await expectNoAxeViolations(page, 'simulado start');
    await page.getByRole('button', { name: 'Começar simulado' }).click();
    const [first] = await shownQuestionIds(page);
    await answerQuestion(page, first!, true);
    await page.getByRole('button', { name: 'Marcar para revisão' }).click();
    await expect(page.getByText('Respostas salvas')).toBeVisible();
    await expectNoSidewaysScroll(page, 'simulado exam');
    await expectNoAxeViolations(page, 'simulado exam');
    await page.getByRole('button', { name: 'Entregar simulado' }).click();
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Sua pontuação' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'simulado result');
    await expectNoAxeViolations(page, 'simulado result');
    await page.goto(`/course/${course.id}/simulado`);
    await expect(page.getByRole('region', { name: 'Suas tentativas' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page, 'simulado start with history');
  });
}
