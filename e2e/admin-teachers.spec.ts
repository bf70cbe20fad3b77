// /admin/teachers (spec §2 Admin teachers, §5 teacher creation, §7 create-teacher, §8).
import { createCourse, db, signInAsAdmin, unique, expect, test } from './fixtures/admin-fixtures';

test('register a teacher through the function, then edit, suspend and delete them', async ({ page }) => {
  const course = await createCourse(unique('Curso do Professor'));
  await signInAsAdmin(page);
  await page.goto('/admin/teachers');
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await expect(page.locator('thead th')).toHaveText([
    'Nome',
    'Email',
    'Especialização',
    'Status',
    'Cursos',
    'Ações',
  ]);

  await page.getByRole('button', { name: 'Cadastrar Professor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cadastrar Professor' });
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios').first()).toBeVisible();

  const name = unique('Professora Teste');
  const email = `prof-${Date.now()}@teste.trilhacloud.dev`;
  await dialog.getByLabel('Nome completo').fill(name);
  await dialog.getByLabel('Email', { exact: true }).fill('sem-arroba');
  await dialog.getByLabel('Senha inicial').fill('fraca');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(dialog.getByText('Email inválido')).toBeVisible();
  await expect(dialog.getByText('A senha deve ter no mínimo 8 caracteres')).toBeVisible();

  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Senha inicial').fill('Prof@Senha123');
  await dialog.getByLabel('Telefone').fill('11999990000');
  await dialog.getByLabel('Especialização (curso)').selectOption({ label: course.title });
  await dialog.getByLabel('Biografia').fill('Dez anos de nuvem.');
  const invoked = page.waitForRequest((request) => request.url().endsWith('/functions/v1/create-teacher'));
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  const request = await invoked;
  expect(request.headers().authorization).toMatch(/^Bearer ey/);
  expect(request.postDataJSON()).toMatchObject({
    email,
    fullName: name,
    courseId: course.id,
    specialization: course.title,
  });
  await expect(
    page.getByText('Cadastrando professor...').or(page.getByText('Professor cadastrado com sucesso!')),
  ).toBeVisible();
  await expect(page.getByText('Professor cadastrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Found by the database's search, whichever page the name falls on.
  await page.getByLabel('Buscar professor').fill(email);
  await expect(page.getByText('Total: 1 professor', { exact: true })).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: name });
  await expect(row).toContainText(email);
  await expect(row.locator('td').nth(2)).toHaveText(course.title);
  await expect(row.locator('td').nth(4)).toHaveText(course.title);
  await expect(row.getByRole('combobox', { name: `Status de ${name}` })).toHaveValue('ativo');

  // The same e-mail again.
  await page.getByRole('button', { name: 'Cadastrar Professor' }).click();
  await dialog.getByLabel('Nome completo').fill('Outra Pessoa');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Senha inicial').fill('Prof@Senha123');
  await dialog.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Este email já está cadastrado no sistema')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Edit: the name is read-only; specialization (course) and biography change.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Professor' });
  await expect(edit.getByLabel('Nome')).toHaveValue(name);
  await expect(edit.getByLabel('Nome')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Biografia')).toHaveValue('Dez anos de nuvem.');
  await edit.getByLabel('Especialização (curso)').selectOption({ label: 'Nenhum curso' });
  await edit.getByLabel('Biografia').fill('Bio nova.');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações atualizadas!')).toBeVisible();
  await expect(row.locator('td').nth(4)).toHaveText('Nenhum');

  await row.getByRole('combobox', { name: `Status de ${name}` }).selectOption('suspenso');
  await expect(page.getByText('Status atualizado!')).toBeVisible();
  const [record] = await db()`
    select d.status::text, d.bio from public.teacher_docs d join public.profiles p on p.id = d.user_id
    where p.email = ${email}`;
  expect(record).toEqual({ status: 'suspenso', bio: 'Bio nova.' });

  await row.getByRole('button', { name: `Excluir ${name}` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Tem certeza que deseja excluir este professor? Esta ação não pode ser desfeita.',
  });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Professor excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Nenhum professor encontrado')).toBeVisible();
  const [after] = await db()`
    select r.role::text, (select count(*)::int from public.teacher_docs d where d.user_id = p.id) as records
    from public.profiles p join public.user_roles r on r.user_id = p.id where p.email = ${email}`;
  expect(after).toEqual({ role: 'aluno', records: 0 });
});

test('without teachers the table gives way to its empty message', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/rpc/admin_list_teachers'),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ total: 0, page: 1, page_size: 25, rows: [] }),
      }),
  );
  await signInAsAdmin(page);
  await page.goto('/admin/teachers');
  await expect(
    page.getByText('Nenhum professor cadastrado. Use o botão acima para cadastrar.'),
  ).toBeVisible();
});
