// /admin/teachers: the table, creation through create-teacher, editing (docs/rules/admin.md).
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  enroll,
  signInAsAdmin,
  unique,
  expect,
  test,
} from './fixtures/admin-fixtures';
import { signInWithSession } from './support';

/** A list item whose text starts with the course title (its 'Desvincular' button follows). */
const startingWith = (title: string) => new RegExp(`^${title}`);

test('register a teacher through the function, then edit, suspend and delete them', async ({ page }) => {
  test.setTimeout(90_000);
  const course = await createCourse(unique('Curso do Professor'));
  const another = await createCourse(unique('Curso Adicional'));
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
  await dialog.getByLabel('Curso que leciona').selectOption({ label: course.title });
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

  // Edit: the name is read-only; specialization (a label) and biography change, the link stays.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Professor' });
  await expect(edit.getByLabel('Nome')).toHaveValue(name);
  await expect(edit.getByLabel('Nome')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Biografia')).toHaveValue('Dez anos de nuvem.');
  await edit.getByLabel('Especialização (curso)').selectOption({ label: 'Nenhum curso' });
  await edit.getByLabel('Biografia').fill('Bio nova.');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações atualizadas!')).toBeVisible();
  await expect(row.locator('td').nth(2)).toHaveText('—');
  await expect(row.locator('td').nth(4)).toHaveText(course.title);

  // 'Cursos': one more course, linked on its own.
  await row.getByRole('button', { name: `Cursos de ${name}` }).click();
  const manage = page.getByRole('dialog', { name: `Cursos de ${name}` });
  await expect(manage.getByRole('listitem')).toHaveText([startingWith(course.title)]);
  await expect(manage.getByRole('button', { name: 'Vincular', exact: true })).toBeDisabled();
  await manage.getByLabel('Vincular a outro curso').selectOption({ label: another.title });
  await manage.getByRole('button', { name: 'Vincular', exact: true }).click();
  await expect(page.getByText('Curso vinculado!')).toBeVisible();
  await expect(manage.getByRole('listitem')).toHaveText([
    startingWith(another.title),
    startingWith(course.title),
  ]);
  await manage.getByRole('button', { name: 'Fechar' }).click();
  await expect(manage).toBeHidden();
  await expect(row.locator('td').nth(4).getByRole('listitem')).toHaveText([another.title, course.title]);

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

test('the specialization is a label: editing it keeps every course link; unlinking one asks first and names it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [first, second, label] = await Promise.all([
    createCourse(unique('Curso Primeiro')),
    createCourse(unique('Curso Segundo')),
    createCourse(unique('Curso Rótulo')),
  ]);
  await addModuleWithLesson(first.id);
  await addModuleWithLesson(second.id);
  const name = unique('Professor Dois Cursos');
  const teacher = await createUser({ role: 'professor', fullName: name });
  const [firstStudent, secondStudent] = await Promise.all([
    createUser({ fullName: unique('Aluna do Primeiro') }),
    createUser({ fullName: unique('Aluno do Segundo') }),
  ]);
  await db()`insert into public.teacher_docs (user_id, bio, specialization) values (${teacher.id}, 'Bio', ${first.title})`;
  await db()`insert into public.teacher_courses (teacher_id, course_id)
             values (${teacher.id}, ${first.id}), (${teacher.id}, ${second.id})`;
  await enroll(firstStudent.id, first.id);
  await enroll(secondStudent.id, second.id);
  const links = async () =>
    (
      await db()`select course_id from public.teacher_courses where teacher_id = ${teacher.id} order by course_id`
    ).map((row) => row.course_id as string);

  await signInAsAdmin(page);
  await page.goto('/admin/teachers');
  await page.getByLabel('Buscar professor').fill(teacher.email);
  await expect(page.getByText('Total: 1 professor', { exact: true })).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: name });
  const coursesCell = row.locator('td').nth(4).getByRole('listitem');
  await expect(coursesCell).toHaveText([first.title, second.title]);

  // Another specialization: a new label, the same two courses.
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Professor' });
  await expect(edit.getByLabel('Especialização (curso)')).toHaveValue(first.id);
  await edit.getByLabel('Especialização (curso)').selectOption({ label: label.title });
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações atualizadas!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.locator('td').nth(2)).toHaveText(label.title);
  await expect(coursesCell).toHaveCount(2);
  expect(await links()).toEqual([first.id, second.id].sort());

  // Unlinking is its own action, confirmed with the course's name and what the teacher loses.
  await row.getByRole('button', { name: `Cursos de ${name}` }).click();
  const manage = page.getByRole('dialog', { name: `Cursos de ${name}` });
  await expect(manage.getByRole('listitem')).toHaveCount(2);
  await manage.getByRole('button', { name: `Desvincular ${first.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Desvincular ${first.title}?` });
  await expect(confirm).toContainText(
    `${name} deixa de lecionar ${first.title}: perde o acesso aos alunos, às aulas e às perguntas deste curso no painel.`,
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  expect(await links()).toEqual([first.id, second.id].sort());

  await manage.getByRole('button', { name: `Desvincular ${first.title}` }).click();
  await confirm.getByRole('button', { name: 'Desvincular' }).click();
  await expect(page.getByText('Curso desvinculado!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(manage.getByRole('listitem')).toHaveText([startingWith(second.title)]);
  await manage.getByRole('button', { name: 'Fechar' }).click();
  await expect(manage).toBeHidden();
  await expect(coursesCell).toHaveText([second.title]);
  expect(await links()).toEqual([second.id]);
  await expect(row.locator('td').nth(2)).toHaveText(label.title);

  // The teacher's dashboard: only the course still linked, and only its students.
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const teacherPage = await context.newPage();
  await signInWithSession(teacherPage, teacher.email, teacher.password);
  await teacherPage.goto('/dashboard');
  const linked = teacherPage.getByRole('region', { name: 'Cursos Vinculados' });
  await expect(linked.getByRole('heading', { level: 3 })).toHaveText([second.title]);
  await linked.getByRole('link', { name: `Alunos e dúvidas de ${second.title}` }).click();
  const students = teacherPage.getByRole('region', { name: 'Alunos do curso' });
  await expect(students).toContainText(secondStudent.fullName);
  await expect(students).not.toContainText(firstStudent.fullName);
  await context.close();
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
