// The question bank's back office (docs/assessments-admin.md): an administrador writes, edits and
// deletes a question; a CSV import with a bad row lists the row errors and imports nothing, a good
// file imports as a whole, and the export downloads the same columns; a professor linked to the
// course authors its bank, one not linked cannot; the phone layout.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
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
  type FixtureCourse,
} from './fixtures/admin-fixtures';
import { takeModuleQuiz } from './fixtures/assessment-fixtures';
import { signInWithSession } from './support';

const HEADER =
  'modulo;dominio;tipo;enunciado;opcao_a;opcao_b;opcao_c;opcao_d;opcao_e;opcao_f;corretas;explicacao;aula;segundo';

interface AssessmentCourse extends FixtureCourse {
  moduleId: string;
  lessonId: string;
}

/** A course with one module ('Módulo E2E', its lesson 'Aula E2E' of 12 minutes) and two exam domains. */
async function assessmentCourse(): Promise<AssessmentCourse> {
  const course = await createCourse(unique('Curso de Avaliações'));
  const { moduleId, lessonId } = await addModuleWithLesson(course.id);
  await db()`
    insert into public.exam_domains (course_id, name, weight_percent)
    values (${course.id}, 'Arquiteturas seguras', 60), (${course.id}, 'Arquiteturas resilientes', 40)`;
  return { ...course, moduleId, lessonId };
}

const questionCount = async (courseId: string) =>
  (await db()`select count(*)::int as n from public.assessment_questions where course_id = ${courseId}`)[0]!
    .n as number;

async function openBank(page: Page, course: FixtureCourse) {
  await page.goto(`/admin/courses/${course.id}/avaliacoes`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
}

test('an administrador creates, edits and deletes a question', async ({ page }) => {
  test.setTimeout(60_000);
  const course = await assessmentCourse();
  await signInAsAdmin(page);
  // From the course's card on the admin courses screen.
  await page.goto('/admin/courses');
  await page.getByRole('link', { name: `Avaliações de ${course.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText('Nenhuma questão cadastrada. Crie uma ou importe um CSV.')).toBeVisible();

  await page.getByRole('button', { name: 'Nova questão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Questão' });
  await dialog.getByRole('button', { name: 'Criar questão' }).click();
  await expect(dialog.getByText('Informe o enunciado')).toBeVisible();
  await expect(dialog.getByText('Informe o texto da opção')).toHaveCount(4);
  await expect(dialog.getByText('Informe a explicação')).toBeVisible();
  await expect(dialog.getByText('Marque a resposta correta')).toBeVisible();

  const prompt = unique('Qual serviço guarda objetos com 11 noves de durabilidade?');
  await dialog.getByLabel('Enunciado').fill(prompt);
  for (const [letter, text] of [
    ['A', 'Amazon EC2'],
    ['B', 'Amazon S3'],
    ['C', 'Amazon RDS'],
    ['D', 'AWS Lambda'],
  ] as const) {
    await dialog.getByLabel(`Opção ${letter}`, { exact: true }).fill(text);
  }
  await dialog.getByRole('radio', { name: 'Opção B correta' }).check();
  await dialog.getByLabel('Explicação').fill('O S3 foi desenhado para 99,999999999% de durabilidade.');
  await dialog.getByLabel('Domínio do exame').selectOption({ label: 'Arquiteturas resilientes (40%)' });
  await dialog.getByLabel('Módulo').selectOption({ label: 'Módulo E2E' });
  await dialog.getByLabel('Aula que explica').selectOption({ label: 'Módulo E2E — Aula E2E' });
  await dialog.getByLabel('Momento da aula (mm:ss)').fill('1:65');
  await dialog.getByRole('button', { name: 'Criar questão' }).click();
  await expect(dialog.getByText('Use o formato mm:ss (ex.: 12:34)')).toBeVisible();
  await dialog.getByLabel('Momento da aula (mm:ss)').fill('1:05');
  await dialog.getByRole('button', { name: 'Criar questão' }).click();
  await expect(page.getByText('Questão criada!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.locator('tbody tr').filter({ hasText: prompt });
  await expect(row).toContainText('Escolha única');
  await expect(row).toContainText('Módulo E2E');
  await expect(row).toContainText('Arquiteturas resilientes');
  await expect(row).toContainText('Aula E2E (1:05)');
  const [saved] = await db()`
    select q.kind, q.lesson_second, q.module_id,
           array_agg(o.text order by o.position) as texts,
           array_agg(o.is_correct order by o.position) as correct
    from public.assessment_questions q join public.assessment_options o on o.question_id = q.id
    where q.course_id = ${course.id} group by q.id`;
  expect(saved).toMatchObject({
    kind: 'single',
    lesson_second: 65,
    module_id: course.moduleId,
    texts: ['Amazon EC2', 'Amazon S3', 'Amazon RDS', 'AWS Lambda'],
    correct: [false, true, false, false],
  });

  // Edit: a multiple-choice question ('escolha 2') with one option fewer.
  await row.getByRole('button', { name: /^Editar questão/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Questão' });
  await expect(edit.getByLabel('Enunciado')).toHaveValue(prompt);
  await expect(edit.getByLabel('Momento da aula (mm:ss)')).toHaveValue('1:05');
  await edit.getByLabel('Tipo').selectOption('multiple');
  await edit.getByRole('button', { name: 'Remover opção D' }).click();
  // The single answer stays marked; marking every option is refused.
  await expect(edit.getByRole('checkbox', { name: 'Opção B correta' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Opção A correta' }).check();
  await edit.getByRole('checkbox', { name: 'Opção C correta' }).check();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    edit.getByText('Marque pelo menos duas respostas corretas e deixe uma incorreta'),
  ).toBeVisible();
  await edit.getByRole('checkbox', { name: 'Opção C correta' }).uncheck();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Questão atualizada!')).toBeVisible();
  await expect(row).toContainText('Escolha 2');
  const [edited] = await db()`
    select q.kind, array_agg(o.is_correct order by o.position) as correct
    from public.assessment_questions q join public.assessment_options o on o.question_id = q.id
    where q.course_id = ${course.id} group by q.id`;
  expect(edited).toMatchObject({ kind: 'multiple', correct: [true, true, false] });

  // Delete, after a confirmation.
  await row.getByRole('button', { name: /^Excluir questão/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir questão?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Questão excluída!')).toBeVisible();
  await expect(page.getByText('Nenhuma questão cadastrada. Crie uma ou importe um CSV.')).toBeVisible();
  expect(await questionCount(course.id)).toBe(0);
});

const GOOD_ROWS = [
  'Módulo E2E;Arquiteturas seguras;unica;Quem controla o acesso às contas?;IAM;S3;EC2;;;;A;O IAM define quem acessa o quê.;Aula E2E;1:05',
  'Módulo E2E;arquiteturas resilientes;multipla;"Quais dois serviços têm ""zonas""; escolha 2";RDS Multi-AZ;EBS;ELB;;;;A,C;Ambos se espalham por zonas.;;',
  ';;unica;Só para o quiz: ação?;Sim;Não;;;;;B;Explicação acentuada: ação, razão.;;',
];

test('CSV: a file with bad rows lists them and imports nothing; a good file imports; the export has the same columns', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const course = await assessmentCourse();
  await signInAsAdmin(page);
  await openBank(page, course);

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar questões (CSV)' });
  const file = dialog.getByLabel('Arquivo CSV');
  const upload = (name: string, lines: string[]) =>
    file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) });

  // Checked in the browser: nothing is sent.
  let imports = 0;
  page.on('request', (request) => {
    if (request.url().includes('/rpc/import_assessment_questions')) imports += 1;
  });
  await upload('ruim.csv', [
    HEADER,
    GOOD_ROWS[0]!,
    'Módulo E2E;Arquiteturas seguras;unica;Sem resposta;IAM;S3;;;;;;Explicação.;;',
    'Módulo X;Arquiteturas seguras;unica;Módulo errado;IAM;S3;;;;;A;Explicação.;;',
  ]);
  const errors = dialog.getByRole('alert');
  await expect(errors).toContainText('Corrija o arquivo: 2 erros. Nenhuma questão foi importada.');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Linha 3: informe a resposta correta',
    'Linha 4: o módulo "Módulo X" não existe neste curso',
  ]);
  await expect(dialog.getByRole('button', { name: 'Importar questões' })).toBeDisabled();

  // Checked by the database: the moment is past the lesson's 12 minutes; all or nothing.
  await upload('depois-do-fim.csv', [HEADER, GOOD_ROWS[1]!, GOOD_ROWS[0]!.replace(';1:05', ';13:00')]);
  await expect(dialog.getByRole('status')).toHaveText('2 questões prontas para importar.');
  await dialog.getByRole('button', { name: 'Importar questões' }).click();
  await expect(errors).toContainText('O servidor recusou o arquivo. Nenhuma questão foi importada:');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Linha 3: O segundo deve estar dentro da duração da aula.',
  ]);
  expect(imports).toBe(1);
  expect(await questionCount(course.id)).toBe(0);

  await upload('boa.csv', [HEADER, ...GOOD_ROWS]);
  await expect(dialog.getByRole('status')).toHaveText('3 questões prontas para importar.');
  await dialog.getByRole('button', { name: 'Importar questões' }).click();
  await expect(page.getByText('3 questões importadas!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Total: 3 questões')).toBeVisible();
  expect(await questionCount(course.id)).toBe(3);

  // The export: UTF-8 with a BOM, ';', the same columns and the same rows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toMatch(/^questoes-curso-de-avaliacoes-[a-z0-9-]+\.csv$/);
  const bytes = await readFile((await exported.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(HEADER);
  // Titles come back as the course spells them; the rest as typed.
  expect(lines.slice(1).sort()).toEqual(
    GOOD_ROWS.map((line) => line.replace('arquiteturas resilientes', 'Arquiteturas resilientes')).sort(),
  );
});

test('a professor linked to the course authors its bank; one not linked, and a student, cannot', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const course = await assessmentCourse();
  const linked = await createUser({ role: 'professor', fullName: 'Paula Professora Vinculada' });
  const other = await createUser({ role: 'professor', fullName: 'Rui Professor de Outro Curso' });
  const student = await createUser({ fullName: 'Bruna Aluna Curiosa' });
  await db()`insert into public.teacher_courses (teacher_id, course_id) values (${linked.id}, ${course.id})`;

  const linkedPage = await (await browser.newContext()).newPage();
  await signInWithSession(linkedPage, linked.email, linked.password);
  await linkedPage.goto(`/dashboard/cursos/${course.id}`);
  await linkedPage.getByRole('link', { name: 'Questões e avaliações' }).click();
  await expect(linkedPage.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await linkedPage.getByRole('button', { name: 'Nova questão' }).click();
  const dialog = linkedPage.getByRole('dialog', { name: 'Nova Questão' });
  const prompt = unique('Questão da professora');
  await dialog.getByLabel('Enunciado').fill(prompt);
  await dialog.getByLabel('Opção A', { exact: true }).fill('Certa');
  await dialog.getByLabel('Opção B', { exact: true }).fill('Errada');
  await dialog.getByRole('button', { name: 'Remover opção D' }).click();
  await dialog.getByRole('button', { name: 'Remover opção C' }).click();
  await dialog.getByRole('radio', { name: 'Opção A correta' }).check();
  await dialog.getByLabel('Explicação').fill('Porque sim.');
  await dialog.getByRole('button', { name: 'Criar questão' }).click();
  await expect(linkedPage.getByText('Questão criada!')).toBeVisible();
  await expect(linkedPage.locator('tbody tr').filter({ hasText: prompt })).toBeVisible();
  // 'Voltar' leads back to the professor's course.
  await linkedPage.getByRole('link', { name: 'Voltar' }).click();
  await expect(linkedPage).toHaveURL(`/dashboard/cursos/${course.id}`);

  const otherPage = await (await browser.newContext()).newPage();
  await signInWithSession(otherPage, other.email, other.password);
  await otherPage.goto(`/admin/courses/${course.id}/avaliacoes`);
  await expect(
    otherPage
      .getByRole('alert')
      .getByText('Apenas administradores e professores deste curso podem editar as avaliações.'),
  ).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Nova questão' })).toHaveCount(0);
  await expect(otherPage.getByRole('link', { name: 'Configurações' })).toHaveCount(0);

  const studentPage = await (await browser.newContext()).newPage();
  await signInWithSession(studentPage, student.email, student.password);
  await studentPage.goto(`/admin/courses/${course.id}/avaliacoes`);
  await expect(studentPage.getByText('Acesso negado')).toBeVisible();
  await expect(studentPage).toHaveURL('/dashboard');
  expect(await questionCount(course.id)).toBe(1);
});

test('settings: domains weighing 100 %, a module quiz, the simulado and the certificate requirements', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const course = await assessmentCourse();
  await signInAsAdmin(page);
  await page.goto(`/admin/courses/${course.id}/avaliacoes?aba=configuracoes`);

  const domains = page.getByRole('region', { name: 'Domínios do exame' });
  await domains.getByRole('button', { name: 'Adicionar domínio' }).click();
  await domains.getByLabel('Nome').nth(2).fill('Arquiteturas com custo otimizado');
  await domains.getByLabel('Peso (%)').nth(2).fill('20');
  await domains.getByRole('button', { name: 'Salvar domínios' }).click();
  await expect(domains.getByText('Os pesos devem somar 100%')).toBeVisible();
  await expect(domains.getByText('Soma dos pesos: 120%')).toBeVisible();
  await domains.getByLabel('Peso (%)').first().fill('40');
  await domains.getByRole('button', { name: 'Salvar domínios' }).click();
  await expect(page.getByText('Domínios salvos!')).toBeVisible();
  const saved = await db()`
    select name, weight_percent from public.exam_domains where course_id = ${course.id} order by weight_percent desc, name`;
  expect(saved.map((row) => [row.name, row.weight_percent])).toEqual([
    ['Arquiteturas resilientes', 40],
    ['Arquiteturas seguras', 40],
    ['Arquiteturas com custo otimizado', 20],
  ]);

  const quizzes = page.getByRole('region', { name: 'Quizzes dos módulos' });
  const quiz = quizzes.getByRole('form', { name: 'Quiz de Módulo E2E' });
  await expect(quiz.getByLabel('Nota mínima (%)')).toHaveValue('70');
  await quiz.getByLabel('Questões por tentativa').fill('3');
  await quiz.getByRole('button', { name: 'Criar quiz' }).click();
  await expect(page.getByText('Quiz salvo!')).toBeVisible();
  await expect(quiz).toContainText('O quiz só aparece para os alunos quando o módulo tiver 3 questões.');
  expect(
    (
      await db()`select question_count, pass_percent from public.module_quizzes where module_id = ${course.moduleId}`
    )[0],
  ).toEqual({ question_count: 3, pass_percent: 70 });

  const exam = page.getByRole('region', { name: 'Simulado' });
  await expect(exam.getByLabel('Questões')).toHaveValue('65');
  await expect(exam.getByLabel('Tempo (minutos)')).toHaveValue('130');
  await exam.getByLabel('Nota de aprovação').fill('1200');
  await exam.getByRole('button', { name: 'Salvar simulado' }).click();
  await expect(exam.getByText('Nota de aprovação de 100 a 1000')).toBeVisible();
  await exam.getByLabel('Nota de aprovação').fill('700');
  await exam.getByLabel('Publicado para os alunos').click();
  await exam.getByRole('button', { name: 'Salvar simulado' }).click();
  // The bank has no questions for 65 seats: the database refuses to publish.
  await expect(
    page.getByText('Não há questões suficientes em cada domínio para este número de questões.'),
  ).toBeVisible();
  await exam.getByLabel('Publicado para os alunos').click();
  await exam.getByRole('button', { name: 'Salvar simulado' }).click();
  await expect(page.getByText('Simulado salvo!')).toBeVisible();

  const requirements = page.getByRole('region', { name: 'Requisitos do certificado' });
  await requirements.getByLabel('Passar em todos os quizzes dos módulos').click();
  await requirements.getByLabel('Assistir a pelo menos 90% de cada aula').click();
  await requirements.getByRole('button', { name: 'Salvar requisitos' }).click();
  await expect(page.getByText('Requisitos do certificado salvos!')).toBeVisible();
  expect(
    (
      await db()`select requires_quizzes, requires_practice_exam, requires_watching from public.courses where id = ${course.id}`
    )[0],
  ).toEqual({ requires_quizzes: true, requires_practice_exam: false, requires_watching: true });
});

test('statistics: per question the share right and the wrong option chosen most; per quiz attempts and pass rate', async ({
  page,
}) => {
  const course = await assessmentCourse();
  const student = await createUser({ fullName: 'Bruna Aluna Estatística' });
  const sql = db();
  await sql.begin(async (tx) => {
    const [inserted] = await tx`
      insert into public.assessment_questions (course_id, module_id, kind, prompt, explanation)
      values (${course.id}, ${course.moduleId}, 'single', 'Onde ficam os logs de acesso do bucket?', 'No próprio S3.')
      returning id`;
    await tx`
      insert into public.assessment_options (question_id, position, text, is_correct)
      values (${inserted!.id}, 1, 'Em outro bucket S3', true), (${inserted!.id}, 2, 'No CloudTrail', false),
             (${inserted!.id}, 3, 'No CloudWatch', false)`;
  });
  await sql`insert into public.module_quizzes (module_id, question_count, pass_percent) values (${course.moduleId}, 1, 70)`;
  await enroll(student.id, course.id);
  // Four graded attempts: one right, two chose 'No CloudTrail', one 'No CloudWatch'.
  await takeModuleQuiz(student, course.moduleId, [
    'Em outro bucket S3',
    'No CloudTrail',
    'No CloudTrail',
    'No CloudWatch',
  ]);

  await signInAsAdmin(page);
  await page.goto(`/admin/courses/${course.id}/avaliacoes`);
  await page.getByRole('link', { name: 'Estatísticas' }).click();
  await expect(page).toHaveURL(`/admin/courses/${course.id}/avaliacoes?aba=estatisticas`);
  const quizzes = page.getByRole('region', { name: 'Tentativas por quiz e simulado' });
  await expect(quizzes.locator('tbody tr td')).toHaveText(['Módulo 1: Módulo E2E', '4', '25%']);
  const row = page.getByRole('region', { name: 'Acertos por questão' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Onde ficam os logs de acesso do bucket?');
  await expect(row.locator('td').nth(1)).toContainText('4');
  await expect(row.locator('td').nth(2)).toContainText('25%');
  await expect(row.locator('td').nth(3)).toContainText('No CloudTrail (50%)');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  test('the bank, its dialogs, the settings and the statistics fit the screen', async ({ page }) => {
    const course = await assessmentCourse();
    await db().begin(async (tx) => {
      const [question] = await tx`
        insert into public.assessment_questions (course_id, module_id, kind, prompt, explanation, lesson_id, lesson_second)
        values (${course.id}, ${course.moduleId}, 'multiple',
                'Uma empresa precisa de alta disponibilidade entre zonas para um banco relacional com failover automático: quais duas opções atendem?',
                'Multi-AZ replica de forma síncrona.', ${course.lessonId}, 95)
        returning id`;
      await tx`
        insert into public.assessment_options (question_id, position, text, is_correct)
        values (${question!.id}, 1, 'RDS Multi-AZ', true), (${question!.id}, 2, 'Aurora com réplicas', true),
               (${question!.id}, 3, 'Uma instância EC2 única', false)`;
    });
    await signInAsAdmin(page);
    await openBank(page, course);
    await expect(page.getByText('Total: 1 questão', { exact: true })).toBeVisible();
    const actions = await page.getByRole('button', { name: /^Excluir questão/ }).boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(390);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: /^Editar questão/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Questão' });
    await expect(dialog.getByLabel('Enunciado')).toBeInViewport();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Importar questões (CSV)' });
    const importBox = await importDialog.boundingBox();
    expect(importBox!.x + importBox!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');

    for (const tab of ['Configurações', 'Estatísticas']) {
      await page.getByRole('link', { name: tab }).click();
      await expect(page.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    }
  });
});
