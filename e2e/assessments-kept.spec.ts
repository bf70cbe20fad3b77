// Attempts kept by the server, in Chromium against the real local Supabase: a quiz answered in part,
// reloaded, continues with the same questions and answers; a pass shows the points the database
// awarded and leads on to the next module; the simulado reopens on the question last seen, its
// delivery check names the flagged questions, and its review filters the wrong or flagged ones.
// With TRILHA_SHOTS_DIR set, the screens are also saved there for a person to look at.
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  answerQuestion,
  correctOptions,
  createAssessmentCourse,
  shownQuestionIds,
} from './assessments-fixtures';
import { createStudent, database, enrol } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const shotsDir = process.env.TRILHA_SHOTS_DIR;

async function shot(page: Page, name: string, width: number) {
  if (!shotsDir) return;
  await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
}

/** The options checked in one question's fieldset on screen. */
async function checkedOptions(page: Page, questionId: string) {
  return page
    .locator(`fieldset[id="questao-${questionId}"] input:checked`)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).sort());
}

async function savedAnswerCount(attemptOf: { email: string; moduleId: string }) {
  const [row] = await database()<{ count: number }[]>`
    select count(*)::int as count from public.attempt_answers aa
    join public.assessment_attempts a on a.id = aa.attempt_id
    join public.profiles p on p.id = a.user_id
    where p.email = ${attemptOf.email} and a.module_id = ${attemptOf.moduleId} and a.submitted_at is null
      and cardinality(aa.option_ids) > 0`;
  return row!.count;
}

for (const width of [1280, 390]) {
  test(`a quiz answered in part survives a reload; a pass shows the points and leads on (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createAssessmentCourse();
    const student = await createStudent(page);
    await enrol(page, student, course.id);
    await signInWithSession(page, student.email, student.password);
    const moduleId = course.modules[0]!.id;

    await page.goto(`/course/${course.id}/quiz/${moduleId}`);
    await page.getByRole('button', { name: 'Começar quiz' }).click();
    const ids = await shownQuestionIds(page);
    expect(ids).toHaveLength(2);
    for (const id of ids) await answerQuestion(page, id, true);
    // Saved as chosen: the database holds both answers before the page goes away.
    await expect.poll(() => savedAnswerCount({ email: student.email, moduleId })).toBe(2);
    await expect(page.getByText('Respostas salvas')).toBeVisible();
    await shot(page, 'quiz-in-progress', width);

    await page.reload();
    // The open attempt continues by itself: the same questions in the same order, the same answers.
    expect(await shownQuestionIds(page)).toEqual(ids);
    for (const id of ids) expect(await checkedOptions(page, id)).toEqual((await correctOptions(id)).sort());
    await expect(page.getByText('2 de 2 respondidas')).toBeVisible();

    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    const score = page.getByRole('region', { name: 'Sua nota' });
    await expect(score).toContainText('Aprovado');
    // The points as the database awarded them.
    const [awarded] = await database()<{ points: number }[]>`
      select e.points from public.point_events e join public.profiles p on p.id = e.user_id
      where p.email = ${student.email} and e.reason = 'quiz_passed' and e.subject_id = ${moduleId}`;
    expect(awarded?.points).toBeGreaterThan(0);
    await expect(score).toContainText(`Você ganhou ${awarded!.points} pontos com esta aprovação.`);
    await expect(score).toContainText('A seguir: Módulo 2: Módulo de prova 2');
    const onward = score.getByRole('link', { name: 'Próximo módulo' });
    await expect(onward).toBeVisible();
    await shot(page, 'quiz-passed', width);

    // The quiz's own history on its start screen.
    await page.goto(`/course/${course.id}/quiz/${moduleId}`);
    const history = page.getByRole('region', { name: 'Suas tentativas' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('100% · 2 de 2');
    await expect(history).toContainText(`+${awarded!.points} pontos ganhos`);
    await page.goBack();
    await onward.click();
    await expect(page).toHaveURL(`/course/${course.id}/lesson/${course.modules[1]!.lessonId}`);
  });

  test(`the simulado reopens on the question last seen; the check names the flagged ones; the review filters (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createAssessmentCourse();
    const student = await createStudent(page);
    await enrol(page, student, course.id);
    await signInWithSession(page, student.email, student.password);
    await page.goto(`/course/${course.id}/simulado`);
    await page.getByRole('button', { name: 'Começar simulado' }).click();
    await expect(page.getByRole('timer')).toBeVisible();

    const flag = () => page.getByRole('button', { name: 'Marcar para revisão' }).click();
    const next = () => page.getByRole('button', { name: 'Próxima' }).click();
    const shownId = async () => (await shownQuestionIds(page))[0]!;
    // 1: wrong and flagged; 2: right; 3: flagged, no answer; 4: looked at.
    const first = await shownId();
    await answerQuestion(page, first, false);
    await flag();
    await next();
    await answerQuestion(page, await shownId(), true);
    await next();
    await flag();
    await next();
    const fourth = await shownId();
    await expect(page.getByText('Questão 4 de 4', { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const [row] = await database()<{ last_question_id: string | null }[]>`
          select a.last_question_id from public.assessment_attempts a join public.profiles p on p.id = a.user_id
          where p.email = ${student.email} and a.course_id = ${course.id} and a.kind = 'exam'`;
        return row?.last_question_id;
      })
      .toBe(fourth);

    await page.reload();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByText('Questão 4 de 4', { exact: true })).toBeVisible();
    expect(await shownId()).toBe(fourth);

    await page.getByRole('button', { name: 'Entregar simulado' }).click();
    await expect(page.getByText('Questões marcadas para revisão: 1, 3')).toBeVisible();
    await expect(page.getByText('Você respondeu 2 de 4 questões. Entregar mesmo assim?')).toBeVisible();
    await page.getByText('Questões marcadas para revisão: 1, 3').scrollIntoViewIfNeeded();
    await shot(page, 'exam-submit-check', width);
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();

    const reviewItems = page.getByRole('article');
    await expect(page.getByRole('region', { name: 'Sua pontuação' })).toBeVisible();
    await expect(reviewItems).toHaveCount(4);
    // The filter is a group of radio buttons drawn as pills: a click on the pill's words chooses it.
    const filter = (name: RegExp) => page.locator('label').filter({ hasText: name });
    await filter(/^Só as marcadas \(2\)$/).click();
    await expect(page.getByRole('radio', { name: 'Só as marcadas (2)' })).toBeChecked();
    await expect(reviewItems).toHaveCount(2);
    await expect(reviewItems.nth(0)).toContainText('Questão 1 de 4');
    await expect(reviewItems.nth(1)).toContainText('Questão 3 de 4');
    await expect(reviewItems.nth(0)).toContainText('marcada para revisão');
    await filter(/^Só as erradas \(3\)$/).click();
    await expect(page.getByRole('radio', { name: 'Só as erradas (3)' })).toBeChecked();
    await expect(reviewItems).toHaveCount(3);
    await expect(page.getByText('Correta', { exact: true })).toHaveCount(0);
    await filter(/^Só as erradas/).scrollIntoViewIfNeeded();
    await shot(page, 'exam-review-filter', width);
    await filter(/^Todas \(4\)$/).click();
    await expect(reviewItems).toHaveCount(4);
  });
}
