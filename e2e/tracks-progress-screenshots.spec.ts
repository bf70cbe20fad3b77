// Screenshots for a person to look at (not an assertion of pixels): a follower's track page with
// each step's state, the dashboard's track card, the header with 'Trilhas' and the account menu
// with 'Meus pontos', and the phone menu. Run with TRILHA_SCREENSHOTS=1; the PNGs go to
// TRILHA_SHOTS_DIR or <results dir>/tracks-progress-screens/.
import path from 'node:path';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { rpcAs, signUpStudent } from './certificate-fixtures';
import { unique } from './fixtures/admin-fixtures';
import { expect, signInWithSession, test } from './support';
import { courseWithLessons, trackOver } from './tracks-progress-fixtures';

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'tracks-progress-screens');

for (const width of [390, 1280]) {
  test(`a follower's track page, dashboard card, header and menus at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage });
    const first = await courseWithLessons(unique('Fundamentos da Nuvem'), 1);
    const second = await courseWithLessons(unique('Redes na Nuvem'), 7);
    const track = await trackOver([first.id, second.id], second.id);
    const student = await signUpStudent(page, 'Renata Alves');
    await signInWithSession(page, student.email, student.password);
    await page.goto(`/trilha/${track.slug}`);
    await page.getByRole('button', { name: 'Seguir trilha' }).click();
    await expect(page.getByText('Você segue esta trilha.')).toBeVisible();
    await rpcAs(page, student, 'complete_lesson', { p_lesson_id: first.lessonIds[0] });
    for (const lessonId of second.lessonIds.slice(0, 4))
      await rpcAs(page, student, 'complete_lesson', { p_lesson_id: lessonId });

    await page.reload();
    const trackPath = page.getByRole('region', { name: 'O caminho' });
    await expect(trackPath).toContainText('Em andamento · 57%');
    await shot('track-page');
    await trackPath.scrollIntoViewIfNeeded();
    await shot('track-path', false);

    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: track.title });
    await expect(card).toContainText('Em andamento · 57%');
    await card.scrollIntoViewIfNeeded();
    await shot('dashboard-card', false);

    if (width === 390) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      await shot('phone-menu', false);
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
      await expect(page.getByRole('menuitem', { name: 'Meus pontos' })).toBeVisible();
      await shot('header-account-menu', false);
    }
  });
}
