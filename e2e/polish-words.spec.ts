// Words and numbers as a pt-BR reader expects them: one spelling of 'Email' on the profile, one
// support address everywhere, decimals with a comma in the admin forms, and the lesson buttons
// whole at 390 px.
import { type Locator } from '@playwright/test';
import { LEGAL } from '../src/config/legal';
import { createCourse, db, signInAsAdmin } from './fixtures/admin-fixtures';
import { courseBySlug } from './learning-fixtures';
import { demo, expect, signInWithSession, test } from './support';
import { serveVideoStandIns } from './video-stand-ins';

/** Neither the element nor anything in it is wider than its box (text cut off or spilling out). */
async function expectNothingCutOff(element: Locator) {
  const overflowing = await element.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight + 1)
      .map((node) => `${node.tagName}: ${node.textContent?.trim()}`),
  );
  expect(overflowing).toEqual([]);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Próxima aula' fits its button on a phone", async ({ page }) => {
    const course = await courseBySlug('aws');
    await serveVideoStandIns(page);
    await signInWithSession(page, demo.student.email, demo.student.password);
    await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
    const next = page.getByRole('link', { name: /^Próxima aula/ });
    await expect(next).toContainText(course.lessons[1]!.title);
    await next.scrollIntoViewIfNeeded();
    await expectNothingCutOff(next);
  });

  test("a visitor's 'Próxima aula exclusiva para inscritos' fits its button", async ({ page }) => {
    const course = await courseBySlug('aws');
    await serveVideoStandIns(page);
    await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
    const next = page.getByRole('link', { name: /^Próxima aula exclusiva para inscritos/ });
    await next.scrollIntoViewIfNeeded();
    await expectNothingCutOff(next);
  });
});

test('the profile writes Email one way', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByText(demo.student.email).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
  await expect(main.getByText('Carregando', { exact: false })).toHaveCount(0);
  const text = await main.innerText();
  expect(text).toContain('EMAIL');
  expect(text).not.toMatch(/e-mail/i);
});

test('pricing and the footer give the same support address', async ({ page }) => {
  await page.goto('/pricing');
  const support = page.getByRole('link', { name: 'Falar com Suporte' });
  await expect(support).toHaveAttribute('href', `mailto:${LEGAL.supportEmail}`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: LEGAL.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${LEGAL.supportEmail}`,
  );
});

test('the admin course form shows and takes decimals with a comma', async ({ page }) => {
  const course = await createCourse();
  await db()`update public.courses set price = 1234.5, total_hours = 2 where id = ${course.id}`;
  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  await page
    .getByRole('article', { name: course.title })
    .getByRole('button', { name: `Editar ${course.title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Curso' });
  await expect(edit.getByLabel('Preço (R$)')).toHaveValue('1234,50');
  await expect(edit.getByLabel('Carga horária (h)')).toHaveValue('2');
  await edit.getByLabel('Preço (R$)').fill('1.299,90');
  await edit.getByLabel('Carga horária (h)').fill('12,5');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Curso atualizado com sucesso!')).toBeVisible();
  const [row] = await db()`select price::text, total_hours::text from public.courses where id = ${course.id}`;
  expect(row).toEqual({ price: '1299.90', total_hours: '12.5' });

  await page
    .getByRole('article', { name: course.title })
    .getByRole('button', { name: `Editar ${course.title}` })
    .click();
  await expect(edit.getByLabel('Preço (R$)')).toHaveValue('1299,90');
  await edit.getByLabel('Preço (R$)').fill('12,345');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit.getByText('Informe um preço válido (ex.: 199,90)')).toBeVisible();
});
