// Screenshots of the new-terms dialog, the enrolment goal on /auth, and 'Meus dados' of a
// deactivated account at 390 and 1280 px, for a person to look at (not an assertion of pixels).
// Run with TRILHA_SCREENSHOTS=1; the PNGs go to <results dir>/consent-screens/.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { createUser, database, expect, fillLogin, test } from './accounts-fixtures';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'consent-screens', `${name}.png`), fullPage });

for (const width of [390, 1280]) {
  test(`new terms, enrolment goal and a deactivated account's data at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/course/devops');
    await page.getByRole('button', { name: 'Inscrever-se Agora' }).click();
    await expect(page.getByText('Faça login para se inscrever no curso')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
    await shot(page, `${width}-inscrever-cadastro`);

    const older = await createUser(page, { prefix: 'tela-termos' });
    await database()`update public.consents set terms_version = '2026-11-23' where user_id = ${older.id}`;
    await page.goto('/auth');
    await fillLogin(page, older.email, older.password);
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `${width}-novos-termos`);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/auth');

    const deactivated = await createUser(page, { prefix: 'tela-desativada' });
    await database()`update public.profiles set is_active = false where id = ${deactivated.id}`;
    await fillLogin(page, deactivated.email, deactivated.password);
    await expect(page.getByRole('region', { name: 'Meus dados' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contato e endereço' })).toBeVisible();
    await shot(page, `${width}-desativada-meus-dados`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${width}-desativada-perfil-topo`);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Conta desativada' })).toBeVisible();
    await shot(page, `${width}-desativada-painel`);
  });
}
