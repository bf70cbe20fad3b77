// Course detail: every field and fallback, 'Carregando...', 'Curso não encontrado', the
// side card and the buttons; /course/{slug} and /courses/{slug} are the same screen.
import postgres from 'postgres';
import { demo, e2eStack, openInApp, signInWithSession, expect, test } from './support';

const awsTitle = 'AWS Cloud Practitioner: fundamentos da nuvem AWS';

for (const path of ['/course/aws', '/courses/aws']) {
  test(`${path} shows the course, its learning points, modules and side card`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(awsTitle);
    await expect(page).toHaveTitle(`${awsTitle} | Trilha Cloud`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Aprenda os conceitos essenciais da Amazon Web Services/,
    );
    await expect(page.locator('section[data-theme="aws"]')).toBeVisible();

    const main = page.getByRole('main');
    await expect(main).toContainText('Aprenda os conceitos essenciais da Amazon Web Services');
    await expect(main).toContainText('8 semanas');
    await expect(main).toContainText(/\d+ alunos?/);
    // Nobody has reviewed it: no stars (a rating comes only from learners' reviews).
    await expect(main.getByText('de 5')).toHaveCount(0);
    await expect(main).toContainText('Iniciante');

    const learning = main.getByRole('region', { name: 'O que você vai aprender' });
    await expect(learning.getByRole('listitem')).toHaveCount(5);
    await expect(learning.getByRole('listitem').first()).toHaveText(
      'Entender o modelo de computação em nuvem e a infraestrutura global da AWS',
    );

    const modules = main.getByRole('region', { name: 'Conteúdo do curso' });
    await expect(modules.getByRole('heading', { level: 3 })).toHaveText([
      'Módulo 1: Introdução à nuvem AWS',
      'Módulo 2: Serviços essenciais',
      'Módulo 3: Segurança e custos',
    ]);
    await expect(modules).toContainText('Computação, armazenamento e redes: EC2, S3 e VPC.');
    // The whole curriculum: every lesson with its length, totals, a lock on what a visitor cannot open.
    await expect(modules).toContainText('3 módulos · 7 aulas · 2h25 de vídeo');
    const firstModule = modules.getByRole('list', { name: 'Aulas de Introdução à nuvem AWS' });
    await expect(firstModule.getByRole('listitem')).toHaveText([
      /^Aula 1: O que é computação em nuvem\s*Aula gratuita\s*18 min$/,
      /^Aula 2: Infraestrutura global da AWS \(exclusiva para inscritos\)\s*22 min$/,
    ]);
    await expect(modules.getByRole('link')).toHaveCount(1);

    const aside = main.getByRole('complementary', { name: 'Resumo do curso' });
    await expect(aside).toContainText('Certificado de conclusão');
    await expect(aside).toContainText('Suporte direto');
    await expect(aside).toContainText('Projetos práticos');
    // Sold on its own (its price and installments) or through the plans.
    await expect(aside).toContainText('R$\u00a0297,00');
    await expect(aside).toContainText('ou 12x de R$\u00a024,75');
    await expect(aside).toContainText('Ou assine um plano que inclui este curso.');
    await expect(aside.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/pricing');

    // Signed out: both buy buttons (sign up first, the checkout as the way back).
    await expect(main.getByRole('link', { name: 'Comprar Agora' })).toBeVisible();
    await expect(aside.getByRole('link', { name: 'Comprar', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: /Inscrever-se/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Todos os cursos' })).toHaveAttribute('href', '/courses');
  });
}

test('fallback texts when learning points and module descriptions are missing', async ({ page }) => {
  await page.route('**/rest/v1/courses?*slug=eq.rascunho*', (route) =>
    route.fulfill({
      json: [
        {
          id: '00000000-0000-4000-8000-00000000abcd',
          slug: 'rascunho',
          title: 'Curso em rascunho',
          description: null,
          image_url: null,
          duration: null,
          level: null,
          price: null,
          access_model: 'free',
          total_hours: null,
          total_students: 0,
          public_rating: null,
          review_count: 0,
          review_stars: [0, 0, 0, 0, 0],
          learning_points: [],
          is_active: true,
          lesson_count: 1,
          total_minutes: 10,
          course_modules: [
            {
              id: '00000000-0000-4000-8000-00000000abce',
              title: 'Primeiro módulo',
              description: null,
              order_index: 1,
              lesson_count: 1,
              total_minutes: 10,
              // The Data API always sends an embedded list, empty or not.
              lesson_outlines: [],
            },
          ],
        },
      ],
    }),
  );
  await page.goto('/course/rascunho');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso em rascunho');
  await expect(page.locator('section[data-theme="neutral"]')).toBeVisible();
  await expect(page.getByRole('region', { name: 'O que você vai aprender' })).toContainText(
    'Conteúdo em desenvolvimento',
  );
  await expect(page.getByRole('region', { name: 'Conteúdo do curso' })).toContainText(
    'Descrição não disponível',
  );
});

test("shows 'Carregando...' while the course loads", async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/courses?*slug=eq.azure*', async (route) => {
    await gate;
    await route.continue();
  });
  await openInApp(page, '/course/azure');
  await expect(page.getByRole('status')).toHaveText('Carregando...');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Microsoft Azure Fundamentals (AZ-900)');
});

test("an unknown slug shows 'Curso não encontrado' with a link back to the courses", async ({ page }) => {
  await page.goto('/course/nao-existe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso não encontrado');
  await expect(page).toHaveTitle('Curso não encontrado | Trilha Cloud');
  await page.getByRole('link', { name: 'Voltar para Cursos' }).click();
  await expect(page).toHaveURL('/courses');
});

test('an inactive course is not found by visitors', async ({ page }) => {
  await page.goto('/course/google-cloud');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curso não encontrado');
});

test("an administrador sees an inactive course marked 'Inativo', without the enrol button", async ({
  page,
}) => {
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.goto('/course/google-cloud');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Cloud Essentials');
  await expect(page.getByText('Inativo', { exact: true })).toBeVisible();
  // Not for sale: no enrol button anywhere, and the side card says why.
  await expect(page.getByText('Curso inativo: não está aberto a inscrições.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Inscrever-se/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Inscrever-se/ })).toHaveCount(0);
});

test("an active course is not marked 'Inativo'", async ({ page }) => {
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.goto('/course/devops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'DevOps na prática: CI/CD, Docker e Kubernetes',
  );
  await expect(page.getByRole('button', { name: 'Inscrever-se Agora' })).toBeEnabled();
  await expect(page.getByText('Inativo', { exact: true })).toHaveCount(0);
});

test("an enrolled student gets 'Acessar Aulas' opening the first lesson of the first module", async ({
  page,
}) => {
  const sql = postgres(e2eStack().databaseUrl, { max: 1 });
  try {
    const [first] = await sql<{ course_id: string; lesson_id: string }[]>`
      select c.id as course_id, l.id as lesson_id
      from public.courses c
      join public.course_modules m on m.course_id = c.id
      join public.lessons l on l.module_id = m.id
      where c.slug = 'aws'
      order by m.order_index, l.order_index
      limit 1`;
    await signInWithSession(page, demo.student.email, demo.student.password);
    await page.goto('/course/aws');
    const access = page.getByRole('link', { name: 'Acessar Aulas' });
    await expect(access).toHaveCount(2);
    await expect(access.first()).toHaveAttribute(
      'href',
      `/course/${first!.course_id}/lesson/${first!.lesson_id}`,
    );
    await expect(page.getByRole('button', { name: /Inscrever-se/ })).toHaveCount(0);
  } finally {
    await sql.end();
  }
});

test.describe('mobile, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the course page fits the screen', async ({ page }) => {
    await page.goto('/course/devops');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'DevOps na prática: CI/CD, Docker e Kubernetes',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
