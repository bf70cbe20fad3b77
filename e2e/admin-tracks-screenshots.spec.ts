// Screenshots of 'Trilhas' in the back office for a person to look at (not an assertion of
// pixels): the hub, the list, the form with its steps, and the course delete dialog naming the
// tracks. Run with TRILHA_SCREENSHOTS=1; the PNGs go to TRILHA_SHOTS_DIR or <results dir>/tracks-screens/.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { signInAsAdmin } from './fixtures/admin-fixtures';
import { expect, test } from './support';

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'tracks-screens');
const SEEDED_TRACK = 'Arquiteto(a) de Soluções AWS: a base para a SAA-C03';

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const width of [390, 1280]) {
  test(`tracks back office at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage });
    await signInAsAdmin(page);

    await open(page, '/admin');
    await shot('hub');
    await open(page, '/admin/tracks');
    await shot('tracks');

    await page
      .getByRole('article', { name: SEEDED_TRACK })
      .getByRole('button', { name: `Editar trilha ${SEEDED_TRACK}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar Trilha' });
    await expect(dialog.getByRole('list', { name: 'Etapas da trilha' })).toBeVisible();
    await shot('track-form-top', false);
    await dialog.getByRole('list', { name: 'Etapas da trilha' }).scrollIntoViewIfNeeded();
    await shot('track-form-steps', false);
    await dialog.getByText('Acesso à trilha').scrollIntoViewIfNeeded();
    await shot('track-form-access', false);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await open(page, '/admin/courses');
    const aws = page.getByRole('article').filter({ has: page.getByText('aws', { exact: true }) });
    await aws.getByRole('button', { name: /^Excluir / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir este curso?' });
    await expect(confirm.getByRole('list', { name: 'Trilhas que perdem o curso' })).toBeVisible();
    await shot('course-delete', false);
  });
}
