// What the back office's forms say about selling (docs/sales-admin.md): the course's access model,
// price and plans; the plan's amount and billing interval; the book's digital file in the private
// bucket.
import type { Page } from '@playwright/test';
import {
  addModuleWithLesson,
  createCourse,
  db,
  signInAsAdmin,
  unique,
  expect,
  test,
} from './fixtures/admin-fixtures';

async function createPlan(name = unique('Plano E2E')) {
  const [plan] = await db()`
    insert into public.pricing_plans (name, price, cta, cta_link, order_index, features)
    values (${name}, 'R$ 79,90', 'Assinar', 'https://example.com/assinar', 90, array['Tudo'])
    returning id, name`;
  return plan as { id: string; name: string };
}

async function openAdmin(page: Page, path: string, heading: string) {
  await signInAsAdmin(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
}

test('the course form saves the access model, its price and the plans that include it', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const course = await createCourse();
  await addModuleWithLesson(course.id);
  const [first, second] = [await createPlan(), await createPlan()];
  await openAdmin(page, '/admin/courses', 'Gerenciar Cursos');
  const card = page.getByRole('article', { name: course.title });
  await card.getByRole('button', { name: `Editar ${course.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Curso' });
  const access = dialog.getByRole('group', { name: 'Acesso ao curso' });
  await expect(access.getByRole('radio')).toHaveCount(4);
  await expect(access.getByRole('radio', { name: 'Gratuito', exact: true })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Planos que incluem o curso' })).toHaveCount(0);

  // Sold and in plans: a price of R$ 1,00 or more and at least one plan, said before anything is sent.
  await access.getByRole('radio', { name: 'Pago e incluído nos planos', exact: true }).check();
  await dialog.getByLabel('Preço (R$)').fill('');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Informe o preço de venda (a partir de R$ 1,00)')).toBeVisible();
  await expect(dialog.getByText('Escolha pelo menos um plano que inclui o curso')).toBeVisible();
  expect((await db()`select access_model from public.courses where id = ${course.id}`)[0]).toEqual({
    access_model: 'free',
  });

  await dialog.getByLabel('Preço (R$)').fill('297,00');
  const plans = dialog.getByRole('group', { name: 'Planos que incluem o curso' });
  await plans.getByRole('checkbox', { name: first.name, exact: true }).check();
  await plans.getByRole('checkbox', { name: second.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Curso atualizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await db()`select access_model, price from public.courses where id = ${course.id}`)[0]).toEqual({
    access_model: 'paid_or_plans',
    price: '297.00',
  });
  const included = async () =>
    (await db()`select plan_id from public.plan_courses where course_id = ${course.id} order by plan_id`).map(
      (row) => row.plan_id as string,
    );
  expect(await included()).toEqual([first.id, second.id].sort());
  await expect(card.getByText('Pago e incluído nos planos', { exact: true })).toBeVisible();

  // Opened again: the form shows what was saved; one plan fewer is one link fewer.
  await card.getByRole('button', { name: `Editar ${course.title}` }).click();
  await expect(access.getByRole('radio', { name: 'Pago e incluído nos planos', exact: true })).toBeChecked();
  await expect(plans.getByRole('checkbox', { name: first.name, exact: true })).toBeChecked();
  await plans.getByRole('checkbox', { name: first.name, exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Curso atualizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await included()).toEqual([second.id]);

  // Only sold separately: the database drops the plans' links itself.
  await card.getByRole('button', { name: `Editar ${course.title}` }).click();
  await access.getByRole('radio', { name: 'Pago', exact: true }).check();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Curso atualizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await db()`select access_model from public.courses where id = ${course.id}`)[0]).toEqual({
    access_model: 'paid',
  });
  expect(await included()).toEqual([]);
});

test('the plan form saves the amount and the billing interval, and needs both', async ({ page }) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const plan = await createPlan();
  await openAdmin(page, '/admin/pricing', 'Planos de Preços');
  await page.getByRole('button', { name: `Editar ${plan.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Plano' });
  await dialog.getByLabel('Valor da assinatura (R$)').fill('79,90');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('Escolha a cobrança: mensal ou anual')).toBeVisible();
  await expect(dialog.getByLabel('Cobrança').locator('option')).toHaveText(['Selecione', 'Mensal', 'Anual']);
  await dialog.getByLabel('Cobrança').selectOption({ label: 'Anual' });
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Plano atualizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(
    (await db()`select amount, billing_interval from public.pricing_plans where id = ${plan.id}`)[0],
  ).toEqual({ amount: '79.90', billing_interval: 'year' });
  await expect(page.getByRole('article', { name: plan.name })).toContainText(
    'Assinatura pelo site:R$\u00a079,90 por ano',
  );

  // Blank: the plan is no longer sold here.
  await page.getByRole('button', { name: `Editar ${plan.name}` }).click();
  await expect(dialog.getByLabel('Valor da assinatura (R$)')).toHaveValue('79,90');
  await expect(dialog.getByLabel('Cobrança')).toHaveValue('year');
  await dialog.getByLabel('Valor da assinatura (R$)').fill('');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Plano atualizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(
    (await db()`select amount, billing_interval from public.pricing_plans where id = ${plan.id}`)[0],
  ).toEqual({ amount: null, billing_interval: null });
});

test('the book form stores a PDF in the private bucket, refuses what is not one, and removes it', async ({
  page,
}) => {
  // A long walk: about 20–35 s on a loaded machine, three times the default limit
  // (docs/testing.md, "Limits sized for the work").
  test.slow();
  const title = unique('Livro Digital');
  await db()`
    insert into public.books (title, author, topics, benefits, purchase_url, order_index, price)
    values (${title}, 'Autora E2E', array['Nuvem'], array['Prática'], 'https://example.com/comprar', 95, 49.9)`;
  await openAdmin(page, '/admin/books', 'Gerenciar Livros');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Editar ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Livro' });
  await expect(dialog.getByText('Nenhum arquivo: o livro usa o link de compra')).toBeVisible();
  const fileInput = dialog.getByLabel(/Arquivo digital \(PDF ou EPUB\)/);

  // A text file renamed to .pdf is refused in the browser; nothing is stored.
  await fileInput.setInputFiles({
    name: 'falso.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('não é PDF'),
  });
  await expect(page.getByText('Selecione um arquivo PDF ou EPUB')).toBeVisible();
  await expect(dialog.getByText('Nenhum arquivo: o livro usa o link de compra')).toBeVisible();

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  await fileInput.setInputFiles({ name: 'Guia da Nuvem.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Arquivo enviado!')).toBeVisible();
  await expect(dialog.getByText('PDF enviado: Guia da Nuvem.pdf', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Livro atualizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const [book] = await db()`select file_path from public.books where title = ${title}`;
  expect(book!.file_path).toMatch(/^books\/\d+-[0-9a-f]{12}\.pdf$/);
  // The local Storage server keeps the metadata as a JSON text inside the json column.
  const stored = await db()`
    select bucket_id,
           (case jsonb_typeof(metadata::jsonb) when 'string' then (metadata::jsonb #>> '{}')::jsonb
            else metadata::jsonb end) ->> 'mimetype' as type
    from storage.objects where name = ${book!.file_path as string}`;
  expect(stored).toEqual([{ bucket_id: 'book-files', type: 'application/pdf' }]);
  await expect(card.getByText('E-book PDF')).toBeVisible();

  // Removed: the book keeps its purchase link, and the stored file goes.
  await card.getByRole('button', { name: `Editar ${title}` }).click();
  await expect(dialog.getByText('PDF guardado', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Remover arquivo' }).click();
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Livro atualizado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await db()`select file_path from public.books where title = ${title}`)[0]).toEqual({
    file_path: null,
  });
  await expect
    .poll(
      async () =>
        (
          await db()`select count(*)::int as n from storage.objects where name = ${book!.file_path as string}`
        )[0]!.n,
    )
    .toBe(0);
});
