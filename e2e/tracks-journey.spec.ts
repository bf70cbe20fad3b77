// Trilhas end to end: a visitor finds a track on /trilhas, opens it, follows it (a free track: the
// follow enrols in its courses), sees it first on the dashboard with one 'Continuar', finishes its
// courses (lessons completed through the player's RPC) and the track certificate is verified by
// its code; a sold track's 'Seguir trilha' goes through the checkout; the prerendered track page
// carries its content, title, canonical, link preview and JSON-LD; phones at 390 px.
import type { Page } from '@playwright/test';
import { E2E_APP_URL } from '../scripts/lib/e2e-config.mjs';
import { grouped, rpcAs, signUpStudent } from './certificate-fixtures';
import { payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { database } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const NBSP = '\u00a0';
const AZURE_TRACK = { slug: 'devops-no-azure', title: 'DevOps no Azure' };
const AWS_TRACK = {
  slug: 'arquiteto-de-solucoes-aws',
  title: 'Arquiteto(a) de Soluções AWS: a base para a SAA-C03',
};

/** The lessons of a seeded course, in order. */
async function lessonsOf(slug: string) {
  return database()<{ id: string; course_id: string }[]>`
    select l.id, m.course_id from public.lessons l
      join public.course_modules m on m.id = l.module_id
      join public.courses c on c.id = m.course_id
     where c.slug = ${slug}
     order by m.order_index, l.order_index`;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a visitor finds a track, follows it, sees it first on the dashboard, finishes it and its certificate is verified', async ({
  page,
  browser,
}) => {
  await page.goto('/trilhas');
  await expect(page.getByRole('heading', { level: 1, name: 'Trilhas' })).toBeVisible();
  await page.getByRole('link', { name: AZURE_TRACK.title }).click();
  await expect(page).toHaveURL(`/trilha/${AZURE_TRACK.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: AZURE_TRACK.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'O caminho' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Gratuita', { exact: true })).toBeVisible();

  // A visitor creates an account first and comes back to the track.
  await page.getByRole('link', { name: 'Seguir trilha' }).click();
  await expect(page).toHaveURL(`/auth?mode=signup&voltar=%2Ftrilha%2F${AZURE_TRACK.slug}`);

  const student = await signUpStudent(page, 'Marina Souza Araújo');
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/trilha/${AZURE_TRACK.slug}`);
  await page.getByRole('button', { name: 'Seguir trilha' }).click();
  await expect(page.getByText('Você segue esta trilha.')).toBeVisible();
  await page.getByRole('link', { name: 'Continuar no painel' }).click();

  const [azure, devops] = [await lessonsOf('azure'), await lessonsOf('devops')];
  const card = page.getByRole('article', { name: AZURE_TRACK.title });
  await expect(card).toContainText(/0 de 2 etapas concluídas · 0% · \d+h restantes/);
  // The track comes before the counters and the courses.
  const trackTop = (await card.boundingBox())!.y;
  const summaryTop = (await page.getByText('Cursos Ativos').boundingBox())!.y;
  expect(trackTop).toBeLessThan(summaryTop);
  await expect(card.getByRole('link', { name: /^Continuar/ })).toHaveAttribute(
    'href',
    `/course/${azure[0]!.course_id}/lesson/${azure[0]!.id}?t=0`,
  );

  // Finishing the first course: the next step is the second one.
  for (const lesson of azure) await rpcAs(page, student, 'complete_lesson', { p_lesson_id: lesson.id });
  await page.reload();
  await expect(card).toContainText(/1 de 2 etapas concluídas · 50% · \d+h restantes/);
  await expect(card.getByRole('link', { name: /^Continuar/ })).toHaveAttribute(
    'href',
    `/course/${devops[0]!.course_id}/lesson/${devops[0]!.id}?t=0`,
  );

  for (const lesson of devops) await rpcAs(page, student, 'complete_lesson', { p_lesson_id: lesson.id });
  await page.reload();
  await expect(card).toContainText('2 de 2 etapas concluídas · 100% · trilha concluída');
  const [issued] = await database()<{ verification_code: string }[]>`
    select t.verification_code from public.track_certificates t
      join public.profiles p on p.id = t.user_id
     where p.email = ${student.email}`;
  const code = grouped(issued!.verification_code);
  await expect(card.getByRole('link', { name: 'Ver certificado' })).toHaveAttribute(
    'href',
    `/certificado/${code}`,
  );

  // 'Meus certificados' lists it first.
  await page.goto('/meus-certificados');
  const trackCertificates = page.getByRole('region', { name: 'Certificados de trilha' });
  await expect(trackCertificates.getByRole('heading', { name: AZURE_TRACK.title })).toBeVisible();
  await expect(trackCertificates).toContainText('Trilha · Engenheiro(a) DevOps com Azure');

  // Anyone verifies it by its code, typed without dashes in lower case.
  const visitor = await browser.newPage({ baseURL: E2E_APP_URL });
  await visitor.goto(`/certificado/${issued!.verification_code.toLowerCase()}`);
  await expect(visitor).toHaveURL(`/certificado/${code}`);
  await expect(visitor.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
  await expect(visitor.getByText('Certificado de trilha')).toBeVisible();
  await expect(
    visitor.getByRole('heading', { level: 1, name: `Marina Souza Araújo — ${AZURE_TRACK.title}` }),
  ).toBeVisible();
  const courses = visitor
    .getByRole('heading', { name: 'Cursos da trilha' })
    .locator('xpath=following-sibling::ol[1]');
  await expect(courses.getByRole('listitem')).toHaveCount(2);
  await expect(courses.getByRole('listitem').first()).toContainText(/ — \d+h/);
  await expect(visitor.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
  await visitor.close();
});

test("a sold track's 'Seguir trilha' goes to its checkout; paid, the dashboard shows it", async ({
  page,
}) => {
  const student = await signUpStudent(page, 'Caio Ribeiro');
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/trilha/${AWS_TRACK.slug}`);
  await expect(page.getByText('Para seguir, compre a trilha ou assine um plano que a inclua.')).toBeVisible();
  await page.getByRole('link', { name: 'Seguir trilha' }).click();
  const [track] = await database()<
    { id: string }[]
  >`select id from public.tracks where slug = ${AWS_TRACK.slug}`;
  await expect(page).toHaveURL(`/checkout/trilha/${track!.id}`);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(`Trilha ${AWS_TRACK.title}`);
  await expect(summary).toContainText(`R$${NBSP}347,00`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  await expect(
    page.getByText('Os cursos da trilha já estão liberados na sua conta e você já segue a trilha.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page.getByRole('article', { name: AWS_TRACK.title })).toContainText(
    /0 de 3 etapas concluídas · \d+% · \d+h restantes/,
  );
});

test('the prerendered track page has its content, title, canonical, link preview and JSON-LD', async ({
  page,
}) => {
  const response = await page.request.get(`/trilha/${AWS_TRACK.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  for (const text of ['O caminho', 'Para quem é', 'Aonde ela leva', 'Perguntas frequentes', 'Simulado final'])
    expect(root).toContain(text);
  expect(root).toContain('Esta trilha me prepara para a prova SAA-C03?');
  const url = `${E2E_APP_URL}/trilha/${AWS_TRACK.slug}`;
  expect(html).toContain(`<title>Trilha ${AWS_TRACK.title} | Trilha Cloud</title>`);
  expect(html).toContain(`<link rel="canonical" href="${url}"`);
  expect(html).toContain(`<meta property="og:url" content="${url}"`);
  expect(html).toContain(`<meta property="og:title" content="Trilha ${AWS_TRACK.title}`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  expect(jsonLd.map((data) => data['@type'])).toEqual([
    'EducationalOccupationalProgram',
    'ItemList',
    'BreadcrumbList',
  ]);
  expect(jsonLd[0]).toMatchObject({
    name: AWS_TRACK.title,
    url,
    occupationalCategory: 'Arquiteto(a) de Soluções AWS',
    provider: { '@type': 'Organization', name: 'Trilha Cloud' },
    offers: { '@type': 'Offer', price: 347, priceCurrency: 'BRL' },
  });
  expect(jsonLd[1]).toMatchObject({
    numberOfItems: 2,
    itemListElement: [
      { position: 1, item: { '@type': 'Course', url: `${E2E_APP_URL}/course/aws` } },
      { position: 2, item: { '@type': 'Course', url: `${E2E_APP_URL}/course/devops` } },
    ],
  });
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${E2E_APP_URL}/trilhas</loc>`);
  expect(sitemap).toContain(`<loc>${url}</loc>`);
});

test.describe('on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tracks, a track and the dashboard with a followed track never scroll sideways', async ({
    page,
  }) => {
    await page.goto('/trilhas');
    await expect(page.getByRole('link', { name: AWS_TRACK.title })).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto(`/trilha/${AWS_TRACK.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: AWS_TRACK.title })).toBeVisible();
    await noSidewaysScroll(page);
    const student = await signUpStudent(page, 'Bianca Lopes');
    await signInWithSession(page, student.email, student.password);
    await page.goto(`/trilha/${AZURE_TRACK.slug}`);
    await page.getByRole('button', { name: 'Seguir trilha' }).click();
    await expect(page.getByText('Você segue esta trilha.')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('article', { name: AZURE_TRACK.title })).toBeVisible();
    await noSidewaysScroll(page);
  });
});
