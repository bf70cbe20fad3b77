// Screenshots of the quiz and simulado screens for a person to look at (not an assertion of
// pixels), at 1280 and 390 px, on the seeded AWS course and on a course built by the test that
// requires its quizzes. Run with TRILHA_SCREENSHOTS=1; the PNGs go to <results dir>/assessment-screens/
// (or TRILHA_SHOTS_DIR).
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { answerQuestion, createAssessmentCourse, shownQuestionIds } from './assessments-fixtures';
import { courseBySlug, createStudent, database, enrol } from './learning-fixtures';
import { e2eStack, expect, signInWithSession, test } from './support';
import { serveVideoStandIns } from './video-stand-ins';

const folder = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'assessment-screens');

for (const width of [1280, 390]) {
  const shot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage });

  test(`assessment screens at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await serveVideoStandIns(page);
    const aws = await courseBySlug('aws');
    const student = await createStudent(page);
    await enrol(page, student, aws.id);
    await signInWithSession(page, student.email, student.password);

    await page.goto('/course/aws');
    await page.getByRole('heading', { name: 'Conteúdo do curso' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: /Quiz do módulo 1/ })).toBeVisible();
    await shot(page, 'course-curriculum', false);

    const [moduleRow] = await database()<{ id: string }[]>`
      select m.id from public.course_modules m join public.module_quizzes q on q.module_id = m.id
      where m.course_id = ${aws.id} order by m.order_index limit 1`;
    await page.goto(`/course/${aws.id}/quiz/${moduleRow!.id}`);
    await expect(page.getByRole('button', { name: 'Começar quiz' })).toBeVisible();
    await shot(page, 'quiz-intro');
    await page.getByRole('button', { name: 'Começar quiz' }).click();
    const ids = await shownQuestionIds(page);
    for (const [index, id] of ids.entries()) if (index < 2) await answerQuestion(page, id, index === 0);
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shot(page, 'quiz-questions');
    for (const [index, id] of ids.entries()) if (index >= 2) await answerQuestion(page, id, index % 2 === 0);
    await page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(page.getByRole('region', { name: 'Sua nota' })).toBeVisible();
    await shot(page, 'quiz-result');

    await page.goto(`/course/${aws.id}/lesson/${aws.lessons[0]!.id}`);
    await expect(
      page
        .getByRole('navigation', { name: 'Conteúdo do curso' })
        .getByRole('link', { name: /Quiz do módulo 1/ }),
    ).toBeVisible();
    await page.getByRole('navigation', { name: 'Conteúdo do curso' }).scrollIntoViewIfNeeded();
    await shot(page, 'player-lesson-list', false);

    await page.goto(`/course/${aws.id}/simulado`);
    await expect(page.getByRole('button', { name: 'Começar simulado' })).toBeVisible();
    await shot(page, 'exam-start');
    await page.getByRole('button', { name: 'Começar simulado' }).click();
    for (let index = 0; index < 3; index += 1) {
      const [id] = await shownQuestionIds(page);
      await answerQuestion(page, id!, index !== 1);
      if (index === 1) await page.getByRole('button', { name: 'Marcar para revisão' }).click();
      await page.getByRole('button', { name: 'Próxima' }).click();
    }
    await page
      .getByRole('button', { name: 'Atalhos do teclado' })
      .or(page.getByText('Atalhos do teclado'))
      .click();
    await expect(page.getByText('Respostas salvas')).toBeVisible();
    await shot(page, 'exam-running');
    await page.getByRole('button', { name: 'Entregar simulado' }).click();
    await shot(page, 'exam-confirm', false);
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Sua pontuação' })).toBeVisible();
    await shot(page, 'exam-result', false);
    await page.getByRole('region', { name: 'Desempenho por domínio' }).scrollIntoViewIfNeeded();
    await shot(page, 'exam-domains', false);
    await page.getByRole('heading', { name: 'Revisão das questões' }).scrollIntoViewIfNeeded();
    await shot(page, 'exam-review', false);
    await page.goto(`/course/${aws.id}/simulado`);
    await page.getByRole('button', { name: 'Começar simulado' }).click();
    await page.getByRole('button', { name: 'Entregar simulado' }).click();
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Sua pontuação' })).toBeVisible();
    await page.goto(`/course/${aws.id}/simulado`);
    await expect(page.getByRole('region', { name: 'Suas tentativas' }).getByRole('listitem')).toHaveCount(2);
    await shot(page, 'exam-history');

    // A course that requires its quizzes: completed lessons, the quiz missing, then passed.
    const course = await createAssessmentCourse({ modules: 2, requiresQuizzes: true });
    await enrol(page, student, course.id);
    const stack = e2eStack();
    for (const module of course.modules) {
      const response = await page.request.post(`${stack.url}/rest/v1/rpc/complete_lesson`, {
        headers: {
          apikey: stack.publishableKey,
          Authorization: `Bearer ${student.accessToken}`,
          'Content-Type': 'application/json',
        },
        data: { p_lesson_id: module.lessonId },
      });
      expect(response.ok()).toBe(true);
    }
    await page.goto('/dashboard');
    const card = page.getByRole('article').filter({ hasText: course.title });
    await expect(card).toContainText('Falta: quiz do módulo 1');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(folder, `dashboard-card-missing-${width}.png`) });
    await page.goto(`/course/${course.slug}`);
    await expect(page.getByText('Falta: quiz do módulo 2')).toBeVisible();
    await page.getByRole('heading', { name: 'Conteúdo do curso' }).scrollIntoViewIfNeeded();
    await shot(page, 'course-missing', false);
    for (const module of course.modules) {
      await page.goto(`/course/${course.id}/quiz/${module.id}`);
      await page.getByRole('button', { name: 'Começar quiz' }).click();
      for (const id of await shownQuestionIds(page)) await answerQuestion(page, id, true);
      await page.getByRole('button', { name: 'Enviar respostas' }).click();
      await expect(page.getByRole('region', { name: 'Sua nota' })).toContainText('Aprovado');
    }
    const [certificate] = await database()<{ verification_code: string }[]>`
      select c.verification_code from public.certificates c join public.profiles p on p.id = c.user_id
      where p.email = ${student.email} and c.course_id = ${course.id}`;
    await page.goto(`/certificado/${certificate!.verification_code}`);
    await expect(page.getByText('Notas: média de 100% nos quizzes.').first()).toBeVisible();
    await shot(page, 'certificate');
  });
}
