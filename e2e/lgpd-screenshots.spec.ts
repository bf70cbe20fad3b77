// Screenshots of the privacy page, the sign-up consent and 'Meus dados' at 390 and 1280 px, for a
// person to look at (not an assertion of pixels). Run with TRILHA_SCREENSHOTS=1; the PNGs go to
// <results dir>/lgpd-screens/.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { database, expect, test, uniqueEmail } from './accounts-fixtures';

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'lgpd-screens', `${name}.png`), fullPage });

for (const width of [390, 1280]) {
  test(`privacy, sign-up consent and Meus dados at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/privacidade');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await shot(page, `${width}-privacidade`);
    await shot(page, `${width}-privacidade-topo`, false);

    const email = uniqueEmail('tela');
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Nome completo').fill('Clara Dados');
    await page.getByLabel('Telefone').pressSequentially('11987650001');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Privacidade@2026');
    await page.getByLabel('Confirmar senha').fill('Privacidade@2026');
    await page.getByLabel('CEP').pressSequentially('01310100');
    await page.getByLabel('Rua').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('Cidade', { exact: true }).fill('São Paulo');
    await page.getByLabel('Estado').pressSequentially('sp');
    await page.getByLabel('Renda familiar (opcional)').fill('4250.75');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const consent = page.getByRole('checkbox', {
      name: 'Li e aceito os Termos de Uso e a Política de Privacidade',
    });
    await consent.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await shot(page, `${width}-cadastro-sem-aceite`, false);
    await consent.check();
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL('/dashboard');

    const sql = database();
    const [user] = await sql<{ id: string }[]>`select id from public.profiles where email = ${email}`;
    const [course] = await sql<{ id: string; title: string }[]>`
      select id, title from public.courses
      where is_active and lesson_count > 0 and access_model = 'free' order by title limit 1`;
    await sql`insert into public.enrollments (user_id, course_id) values (${user!.id}, ${course!.id})`;
    await sql`insert into public.certificates (user_id, course_id, title, issue_reason)
              values (${user!.id}, ${course!.id}, ${course!.title}, 'Emitido pelo teste')`;

    await page.goto('/profile');
    const myData = page.getByRole('region', { name: 'Meus dados' });
    await expect(myData.getByRole('region', { name: 'Contato e endereço' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, `${width}-perfil`);
    await myData.screenshot({ path: path.join(E2E_RESULTS_DIR, 'lgpd-screens', `${width}-meus-dados.png`) });
    if (width < 768) {
      // The section in screen-sized parts, as a phone shows it.
      const { top: start, height } = await myData.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top + window.scrollY, height: box.height };
      });
      for (let part = 0, top = start; top < start + height; part++, top += 800) {
        await page.evaluate((y) => window.scrollTo(0, y - 72), top);
        await shot(page, `${width}-meus-dados-parte-${part + 1}`, false);
      }
    }
    await page
      .getByRole('region', { name: 'Excluir minha conta' })
      .getByRole('button', { name: 'Excluir minha conta' })
      .click();
    await shot(page, `${width}-excluir-conta`, false);
  });
}
