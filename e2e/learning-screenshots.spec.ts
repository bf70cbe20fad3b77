// Screenshots of the learning screens for a person to look at (not an assertion of pixels): the
// player at 1280 and 390 px (video from the stand-in of ./video-stand-ins.ts), the countdown, the
// course page with its curriculum and the dashboard card. Run with TRILHA_SCREENSHOTS=1; the PNGs
// go to <results dir>/learning-screens/.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { e2eStack, signInWithSession, expect, test } from './support';
import { courseBySlug, createStudent, enrol, type FreshStudent } from './learning-fixtures';
import { seekStandIn, serveVideoStandIns, standIn } from './video-stand-ins';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'learning-screens', `${name}.png`), fullPage });

async function savePosition(page: Page, student: FreshStudent, lessonId: string, seconds: number) {
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/rest/v1/rpc/save_watch_position`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${student.accessToken}`,
      'Content-Type': 'application/json',
    },
    data: { p_lesson_id: lessonId, p_position_seconds: seconds },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

for (const width of [1280, 390]) {
  test(`learning screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await courseBySlug('aws');
    await serveVideoStandIns(page, { durations: { SOTamWNgDKc: 300 } });

    // A visitor on the course page: the curriculum with the free lesson and the locks.
    await page.goto('/course/aws');
    await expect(page.getByRole('region', { name: 'Conteúdo do curso' })).toBeVisible();
    await shot(page, `${width}-course-page`, true);

    const student = await createStudent(page);
    await enrol(page, student, course.id);
    await savePosition(page, student, course.lessons[0]!.id, 42);
    await signInWithSession(page, student.email, student.password);

    await page.goto('/dashboard');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: course.title }) });
    await expect(card.getByRole('link', { name: /^Continuar/ })).toBeVisible();
    await card.screenshot({
      path: path.join(E2E_RESULTS_DIR, 'learning-screens', `${width}-dashboard-card.png`),
    });

    await card.getByRole('link', { name: /^Continuar/ }).click();
    await expect(page.getByText('Continuando de onde você parou: 0:42')).toBeVisible();
    await shot(page, `${width}-player`);
    await shot(page, `${width}-player-full`, true);
    if (width === 1280) {
      await page.getByRole('button', { name: 'Ocultar lista de aulas' }).click();
      await shot(page, '1280-player-theatre');
      await page.getByRole('button', { name: 'Mostrar lista de aulas' }).click();
    } else {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(300);
      await shot(page, '390-player-scrolled');
    }
    await seekStandIn(page, 298);
    await standIn(page).getByRole('button', { name: 'Reproduzir' }).click();
    await expect(page.getByRole('region', { name: 'Próxima aula' })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await shot(page, `${width}-player-countdown`);
  });
}
