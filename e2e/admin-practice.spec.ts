// Authoring hands-on exercises ('Práticas', docs/practice.md): the professor of the AWS course
// writes an IAM exercise, is refused when publishing it untested, runs 'Testar com a solução' and
// sees both solutions' checks, publishes it; exports the course's exercises and imports one back
// (it arrives as an unverified draft), then deletes both.
import { readFile } from 'node:fs/promises';
import { db, expect, test, unique } from './fixtures/admin-fixtures';
import { demo, signInWithSession } from './support';

const demoExercise = async () =>
  (
    JSON.parse(await readFile('supabase/functions/_shared/practice/demo/iam-3.json', 'utf8')) as {
      exercises: Record<string, unknown>[];
    }
  ).exercises[0]! as {
    title: string;
    lesson_title: string;
    statement: string;
    starter: string;
    spec: object;
    hints: string[];
    solution: string;
    wrong_solution: string;
  };

// The exercises a run wrote, removed even when it fails midway: the AWS course is the shared demo's.
const written: string[] = [];
test.afterEach(async () => {
  if (written.length > 0) await db()`delete from public.practice_exercises where title in ${db()(written)}`;
  written.length = 0;
});

test('the professor writes an IAM exercise, tests it with its solutions, publishes it, exports and imports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const exercise = await demoExercise();
  const [aws] = await db()`select id from public.courses where slug = 'aws'`;
  const courseId = aws!.id as string;
  const title = unique('Servidores de rastreamento');
  const importedTitle = `${title} (importada)`;
  written.push(title, importedTitle);

  await signInWithSession(page, demo.teacher.email, demo.teacher.password);
  // From the professor's page of the course, its 'Práticas', beside the question bank.
  await page.goto(`/dashboard/cursos/${courseId}`);
  await page.getByRole('link', { name: 'Práticas', exact: true }).click();
  await expect(page).toHaveURL(`/admin/courses/${courseId}/praticas`);
  await expect(page.getByRole('heading', { name: 'Práticas', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Seções das avaliações' }).getByRole('link', { name: 'Práticas' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Nova prática' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Prática' });
  await form.getByRole('button', { name: 'Criar prática' }).click();
  await expect(form.getByText('Informe o título')).toBeVisible();
  await expect(form.getByText('Informe a especificação (JSON)')).toBeVisible();

  await form.getByLabel('Título').fill(title);
  const lesson = form.getByLabel('Aula', { exact: true });
  const label = (await lesson.locator('option').allTextContents()).find((text) =>
    text.endsWith(exercise.lesson_title),
  );
  await lesson.selectOption({ label: label! });
  await form.getByLabel('Enunciado').fill(exercise.statement);
  await form.getByLabel('Arquivo inicial').fill(exercise.starter);
  const spec = JSON.stringify(exercise.spec, null, 2);
  await form.getByLabel('Especificação (JSON)').fill(spec.replace('"scenarios": [', '"scenarios": [,'));
  await form.getByRole('button', { name: 'Adicionar dica' }).click();
  await form.getByLabel('Dica 1', { exact: true }).fill(exercise.hints[0]!);
  await form.getByLabel('Solução modelo').fill(exercise.solution);
  await form.getByLabel('Solução errada').fill(exercise.wrong_solution);
  await form.getByRole('button', { name: 'Criar prática' }).click();
  await expect(form.getByText(/^JSON inválido na linha 2, coluna 17: /)).toBeVisible();
  await form.getByLabel('Especificação (JSON)').fill(spec);
  await form.getByRole('button', { name: 'Criar prática' }).click();
  await expect(page.getByText('Prática criada! Próximo passo: Testar com a solução.')).toBeVisible();
  await expect(form).toBeHidden();
  // The spec typed as the file writes it (each check's lesson by title) keeps 'Rever na aula':
  // the database stores each check's lesson by id.
  const lessonIds = new Map(
    (await db()`select id, title from public.lessons where course_id = ${courseId}`).map((lesson) => [
      lesson.title as string,
      lesson.id as string,
    ]),
  );
  const [key] = await db()`
    select k.spec from public.practice_exercise_keys k
    join public.practice_exercises e on e.id = k.exercise_id where e.title = ${title}`;
  const typed = (exercise.spec as { scenarios: { lesson_title: string }[] }).scenarios;
  const stored = (key!.spec as { scenarios: Record<string, unknown>[] }).scenarios;
  expect(stored.map((check) => [check.lesson_id, 'lesson_title' in check])).toEqual(
    typed.map((check) => [lessonIds.get(check.lesson_title), false]),
  );

  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(row).toContainText('Política IAM');
  await expect(row).toContainText('Rascunho');
  await expect(row).toContainText('Não verificada');

  // Publishing an untested version is refused with the catalogue's words.
  await row.getByRole('button', { name: `Publicar ${title}` }).click();
  await expect(page.getByText('Use "Testar com a solução" antes de publicar.')).toBeVisible();
  await expect(row).toContainText('Rascunho');

  await row.getByRole('button', { name: `Testar com a solução: ${title}` }).click();
  const verify = page.getByRole('dialog', { name: 'Testar com a solução' });
  await expect(verify.getByRole('status').filter({ hasText: 'Prática verificada' })).toBeVisible();
  const model = verify.getByRole('region', { name: 'Solução modelo' });
  await expect(
    model.getByText(/^Passou em todas as verificações \(\d+ de \d+\), como esperado\.$/),
  ).toBeVisible();
  await expect(
    model.getByText('Passou: Ligar uma instância de rastreamento, do escritório', { exact: true }),
  ).toBeVisible();
  const wrong = verify.getByRole('region', { name: 'Solução errada' });
  await expect(wrong.getByText(/^Falhou em \d+ verificaç(ão|ões) de \d+, como esperado\.$/)).toBeVisible();
  await expect(wrong.getByText(/^Falhou: /).first()).toBeVisible();
  await verify.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Prática publicada!')).toBeVisible();
  await verify.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(row).toContainText('Publicada');
  await expect(row).toContainText('Verificada');
  const [saved] = await db()`
    select published, verified_version = version as verified from public.practice_exercises where title = ${title}`;
  expect(saved).toEqual({ published: true, verified: true });

  // Export: the documented file, with checks naming their lessons by title.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^praticas-aws-.*\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    format: string;
    exercises: { title: string; lesson_title: string; spec: { scenarios: Record<string, unknown>[] } }[];
  };
  expect(file.format).toBe('trilha-cloud/practice-exercise@1');
  const exported = file.exercises.find((entry) => entry.title === title)!;
  expect(exported.lesson_title).toBe(exercise.lesson_title);
  expect(exported.spec.scenarios[0]).toHaveProperty('lesson_title');
  expect(exported.spec.scenarios[0]).not.toHaveProperty('lesson_id');

  // Import that exercise back under another title: it arrives unpublished and unverified.
  await page.getByRole('button', { name: 'Importar' }).click();
  const importing = page.getByRole('dialog', { name: 'Importar práticas (JSON)' });
  await importing.getByLabel('Arquivo JSON').setInputFiles({
    name: 'ruim.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "format": "trilha-cloud/practice-exercise@1", "exercises": [ ] '),
  });
  await expect(importing.getByRole('alert')).toContainText('JSON inválido na linha 1, coluna 66');
  await importing.getByLabel('Arquivo JSON').setInputFiles({
    name: 'uma-pratica.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({ format: file.format, exercises: [{ ...exported, title: importedTitle }] }),
    ),
  });
  await expect(importing.getByRole('status')).toHaveText('1 prática pronta para importar.');
  await importing.getByRole('button', { name: 'Importar práticas' }).click();
  await expect(page.getByText('1 prática importada! Teste com a solução antes de publicar.')).toBeVisible();
  const imported = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: importedTitle, exact: true }) });
  await expect(imported).toContainText('Rascunho');
  await expect(imported).toContainText('Não verificada');

  // Both leave the course (after a confirmation), so the shared demo course stays as it was.
  for (const name of [importedTitle, title]) {
    await page.getByRole('button', { name: `Excluir prática ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Excluir prática?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(page.getByRole('heading', { name, exact: true })).toBeHidden();
  }
  // The list may drop a row before its delete is committed: wait for the database to say so.
  await expect
    .poll(async () => {
      const [left] = await db()`
        select count(*)::int as n from public.practice_exercises where title in (${title}, ${importedTitle})`;
      return left!.n;
    })
    .toBe(0);
});
