// Screenshots of the assessments' back office for a person to look at (not an assertion of
// pixels): the bank, the question dialog, an import with row errors, the settings, the statistics
// and the professor's way in, at 1280 and 390 px. Run with TRILHA_SCREENSHOTS=1; the PNGs go to
// <results dir>/assessment-screens/.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
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
  type FixtureUser,
} from './fixtures/admin-fixtures';
import { takeModuleQuiz } from './fixtures/assessment-fixtures';
import { signInWithSession } from './support';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'assessment-screens', `${name}.png`), fullPage });

const HEADER =
  'modulo;dominio;tipo;enunciado;opcao_a;opcao_b;opcao_c;opcao_d;opcao_e;opcao_f;corretas;explicacao;aula;segundo';

let courseId = '';
let teacher: FixtureUser;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const course = await createCourse(unique('Arquitetura na AWS'));
  courseId = course.id;
  const { moduleId, lessonId } = await addModuleWithLesson(
    course.id,
    'Fundamentos de segurança',
    'O que é IAM',
  );
  const sql = db();
  const domains = await sql`
    insert into public.exam_domains (course_id, name, weight_percent)
    values (${course.id}, 'Arquiteturas seguras', 30), (${course.id}, 'Arquiteturas resilientes', 26),
           (${course.id}, 'Arquiteturas de alto desempenho', 24), (${course.id}, 'Arquiteturas com custo otimizado', 20)
    returning id`;
  const questions = [
    [
      'single',
      'Qual serviço define quem pode acessar cada recurso de uma conta AWS?',
      ['AWS IAM', 'Amazon S3', 'Amazon EC2', 'AWS Lambda'],
      [0],
    ],
    [
      'multiple',
      'Quais duas práticas protegem o usuário raiz da conta? (escolha 2)',
      [
        'Ativar MFA',
        'Não criar chaves de acesso',
        'Usá-lo no dia a dia',
        'Compartilhar a senha com a equipe',
      ],
      [0, 1],
    ],
    [
      'single',
      'Onde ficam os logs das chamadas de API da conta?',
      ['AWS CloudTrail', 'Amazon CloudWatch Logs', 'AWS Config'],
      [0],
    ],
  ] as const;
  await sql.begin(async (tx) => {
    for (const [index, [kind, prompt, options, correct]] of questions.entries()) {
      const [row] = await tx`
        insert into public.assessment_questions (course_id, module_id, domain_id, kind, prompt, explanation, lesson_id, lesson_second, created_at)
        values (${course.id}, ${moduleId}, ${domains[index % 4]!.id}, ${kind}, ${prompt},
                'Explicação escrita para a demonstração.', ${lessonId}, ${60 + index * 35}, now() + ${index} * interval '1 second')
        returning id`;
      for (const [position, text] of options.entries()) {
        await tx`insert into public.assessment_options (question_id, position, text, is_correct)
                 values (${row!.id}, ${position + 1}, ${text}, ${(correct as readonly number[]).includes(position)})`;
      }
    }
  });
  await sql`insert into public.module_quizzes (module_id, question_count, pass_percent) values (${moduleId}, 3, 70)`;
  const student = await createUser({ fullName: 'Bruna Aluna Demonstração' });
  await enroll(student.id, course.id);
  await takeModuleQuiz(student, moduleId, [
    'AWS CloudTrail',
    'AWS CloudTrail',
    'Amazon CloudWatch Logs',
    'AWS Config',
    'Amazon CloudWatch Logs',
  ]);
  teacher = await createUser({ role: 'professor', fullName: 'Paula Professora Demonstração' });
  await sql`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.id}, ${course.id})`;
});

for (const width of [1280, 390]) {
  test(`tour at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAsAdmin(page);
    await page.goto(`/admin/courses/${courseId}/avaliacoes`);
    await expect(page.getByText('Total: 3 questões')).toBeVisible();
    await shot(page, `${width}-bank`, true);

    await page.getByRole('button', { name: /^Editar questão Quais duas/ }).click();
    await expect(page.getByRole('dialog', { name: 'Editar Questão' })).toBeVisible();
    await shot(page, `${width}-question-dialog`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar questões (CSV)' });
    await dialog.getByLabel('Arquivo CSV').setInputFiles({
      name: 'questoes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          HEADER,
          'Fundamentos de segurança;Arquiteturas seguras;unica;Sem resposta;IAM;S3;;;;;;Explicação.;;',
          'Módulo 9;Arquiteturas seguras;multipla;Uma só certa;A;B;;;;;B;Explicação.;O que é IAM;99:99',
        ].join('\r\n'),
      ),
    });
    await expect(dialog.getByRole('alert')).toBeVisible();
    await shot(page, `${width}-import-errors`);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Configurações' }).click();
    await expect(page.getByRole('region', { name: 'Domínios do exame' })).toBeVisible();
    await shot(page, `${width}-settings`, true);

    await page.getByRole('link', { name: 'Estatísticas' }).click();
    await expect(page.getByRole('region', { name: 'Acertos por questão' })).toBeVisible();
    await shot(page, `${width}-statistics`, true);
  });
}

test('the professor reaches the bank from their course', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithSession(page, teacher.email, teacher.password);
  await page.goto(`/dashboard/cursos/${courseId}`);
  await expect(page.getByRole('link', { name: 'Questões e avaliações' })).toBeVisible();
  await shot(page, '390-teacher-course');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, '1280-teacher-course');
});

test('the seeded AWS course: its bank and settings', async ({ page }) => {
  const aws = 'c0000000-0000-4000-8000-000000000001';
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAsAdmin(page);
    await page.goto(`/admin/courses/${aws}/avaliacoes`);
    await expect(page.getByText(/^Total: \d+ questões$/)).toBeVisible();
    await shot(page, `${width}-aws-bank`);
    await page.goto(`/admin/courses/${aws}/avaliacoes?aba=configuracoes`);
    await expect(page.getByRole('region', { name: 'Simulado' })).toBeVisible();
    await shot(page, `${width}-aws-settings`, true);
  }
});
