// Pricing: active plans by order_index, 'Mais Popular', a plan sold here opening the checkout and
// the others' call-to-action links opening in a new tab, 3 skeletons, the five-question FAQ (one
// open at a time, collapsible), support link.
import { LEGAL } from '../src/config/legal';
import { openInApp, publishedPlanNames, expect, test } from './support';

test('shows the active plans in order with their fields', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Preços | Trilha Cloud');
  const plans = page.getByRole('main').getByRole('article');
  const published = await publishedPlanNames();
  // The seeded plans come first, in their order.
  expect(published.slice(0, 3)).toEqual(['Essencial', 'Profissional', 'Empresas']);
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText(published);
  await expect(page.getByText('Anual Promocional 2024')).toHaveCount(0);

  const professional = plans.nth(1);
  await expect(professional).toContainText('Mais Popular');
  // Sold here: the amount the database holds and its billing period.
  await expect(professional).toContainText('R$\u00a089,90/mês');
  await expect(professional).toContainText('Todas as trilhas e mentorias em grupo.');
  await expect(professional.getByRole('listitem')).toHaveText([
    'Acesso a todos os cursos',
    'Certificados com código de verificação',
    'Mentorias mensais em grupo',
    'Suporte prioritário',
  ]);
  const cta = professional.getByRole('link', { name: /^Assinar Profissional/ });
  await expect(cta).toHaveAttribute('href', /^\/auth\?mode=signup&voltar=%2Fcheckout%2Fplano%2F/);
  await expect(cta).not.toHaveAttribute('target', '_blank');
  // A plan without an amount keeps its call-to-action link, in a new tab.
  const sales = plans.nth(2).getByRole('link', { name: /^Falar com Vendas/ });
  await expect(sales).toHaveAttribute('href', 'https://example.com/contato/empresas');
  await expect(sales).toHaveAttribute('target', '_blank');
  await expect(sales).toHaveAttribute('rel', /noopener/);

  // Only one popular plan; a plan without a period shows just its price.
  await expect(page.getByText('Mais Popular', { exact: true })).toHaveCount(1);
  await expect(plans.nth(2)).toContainText('Sob consulta');
});

test('while loading, 3 skeletons are shown', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/pricing_plans?*', async (route) => {
    await gate;
    await route.continue();
  });
  await openInApp(page, '/pricing');
  const loading = page.getByRole('status').filter({ hasText: 'Carregando planos...' });
  await expect(loading.locator(':scope > div > div')).toHaveCount(3);
  release();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount((await publishedPlanNames()).length);
});

test('the FAQ opens one answer at a time and can close it', async ({ page }) => {
  await page.goto('/pricing');
  const faq = page.getByRole('region', { name: 'Perguntas Frequentes' });
  const questions = faq.getByRole('heading', { level: 3 }).getByRole('button');
  await expect(questions).toHaveCount(5);

  const refund = faq.getByRole('button', { name: /reembolso/ });
  const cancel = faq.getByRole('button', { name: /cancelar/ });
  await refund.click();
  await expect(refund).toHaveAttribute('aria-expanded', 'true');
  await expect(faq).toContainText('7 dias de garantia');
  await expect(faq).toContainText('100% do valor pago');

  await cancel.click();
  await expect(cancel).toHaveAttribute('aria-expanded', 'true');
  await expect(refund).toHaveAttribute('aria-expanded', 'false');
  await expect(faq).toContainText('até o fim do período já pago');

  await cancel.click();
  await expect(cancel).toHaveAttribute('aria-expanded', 'false');

  await faq.getByRole('button', { name: /trocar de plano/ }).click();
  await expect(faq).toContainText('você paga só a diferença pelos dias que faltam do período');
  await faq.getByRole('button', { name: /certificado/ }).click();
  await expect(faq).toContainText('código único de verificação');
});

test("'Falar com Suporte' writes to support", async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Falar com Suporte' })).toHaveAttribute(
    'href',
    `mailto:${LEGAL.supportEmail}`,
  );
});

test('a failed load is logged and shows the empty state', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/rest/v1/pricing_plans?*', (route) => route.abort('failed'));
  await openInApp(page, '/pricing');
  await expect(page.getByText('Nenhum plano disponível no momento')).toBeVisible();
  expect(errors.some((text) => text.includes('Falha ao carregar os planos'))).toBe(true);
  // The FAQ and the support link stay useful.
  await expect(page.getByRole('link', { name: 'Falar com Suporte' })).toBeVisible();
});
