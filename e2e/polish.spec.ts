// The designer's review: toasts clear of the header, the route progress bar, the sticky enrol bar
// on phones, the account menu used with the keyboard only, the phone menu keeping focus inside,
// no motion for those who ask for less, and axe checks of the screens it touched.
import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { addModuleWithLesson, createCourse, db, signInAsAdmin } from './fixtures/admin-fixtures';
import { demo, signInWithSession, expect, test } from './support';

async function signOutFromMenu(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
  }
}

for (const width of [390, 1280]) {
  test(`at ${width} px a toast never covers the header`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInWithSession(page, demo.student.email, demo.student.password);
    await page.goto('/courses');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Trilha Cloud' })).toBeVisible();
    await signOutFromMenu(page, width === 390);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Logout realizado com sucesso!' });
    await expect(toast).toBeVisible();
    // Measured where the toast comes to rest: once mounted, after its entry transition has ended.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    // The header's controls stay usable while the toast shows.
    await page.getByRole('banner').getByRole('link', { name: 'Trilha Cloud' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('a slow screen shows the progress bar after 200 ms, and it goes once the data arrives', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Faked slowness (a real local server answers at once): the books request waits 1.5 s.
  await page.route('**/rest/v1/books*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Records when the bar appears, measured in the page against the moment of the click.
  await page.evaluate(() => {
    const state = window as unknown as { progressShownAt?: number };
    new MutationObserver(() => {
      if (
        state.progressShownAt === undefined &&
        document.querySelector('[role="progressbar"][aria-label="Carregando a página"]')
      )
        state.progressShownAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Livros' }).click();
  const progress = page.getByRole('progressbar', { name: 'Carregando a página' });
  await expect(progress).toBeVisible();
  const shownAt = await page.evaluate(
    () => (window as unknown as { progressShownAt?: number }).progressShownAt,
  );
  expect(shownAt! - clickedAt).toBeGreaterThanOrEqual(190);
  await expect(page.getByRole('heading', { level: 1, name: 'Livros' })).toBeVisible();
  await expect(progress).toHaveCount(0, { timeout: 15_000 });
});

test.describe('course page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a sticky bar keeps the enrol action in reach once the header action scrolls away', async ({
    page,
  }) => {
    await page.goto('/course/devops');
    await expect(page.getByRole('region', { name: 'Conteúdo do curso' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Inscrição no curso' });
    await expect(bar).toHaveCount(0);
    await page.getByRole('region', { name: 'Conteúdo do curso' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Inscrição gratuita');
    await expect(bar.getByRole('button', { name: 'Inscrever-se' })).toBeInViewport();
    await bar.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page.getByText('Faça login para se inscrever no curso')).toBeVisible();
    await expect(page).toHaveURL('/auth?mode=signup&voltar=%2Fcourse%2Fdevops%3Finscrever%3D1');
  });

  test('the phone menu has a backdrop, keeps focus inside and gives it back on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page, 'phone menu');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

test('at 1280 px the course page has no sticky bar (the side card stays in sight)', async ({ page }) => {
  await page.goto('/course/aws');
  await page.getByRole('region', { name: 'Conteúdo do curso' }).scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  // The scroll has landed, and two frames have been drawn since: the bar's intersection observer
  // has been told (on a phone it would show now).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByRole('region', { name: 'Inscrição no curso' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Quanto tempo leva' })).toBeVisible();
});

test('the account menu works with the keyboard alone', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Minha Conta' });
  await expect(button).toBeVisible();
  // Tab from the top of the page until the account button has focus.
  for (
    let step = 0;
    step < 15 && !(await button.evaluate((element) => element === document.activeElement));
    step++
  )
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const item = (name: string) => menu.getByRole('menuitem', { name });
  await expect(item('Dashboard')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Perfil')).toBeFocused();
  await page.keyboard.press('End');
  await expect(item('Sair')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Dashboard')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Sair')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Dashboard')).toBeFocused();
  // One key at a time, each once its focus has moved, as a person reading the menu does.
  await page.keyboard.press('ArrowDown');
  await expect(item('Perfil')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Meus certificados')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Meus pontos')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Minhas compras')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Minha assinatura')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Painel do afiliado')).toBeFocused();
  // The notifications entry is one of the menu's items too.
  await page.keyboard.press('ArrowDown');
  await expect(item('Notificações')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Painel do afiliado')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Minha assinatura')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Minhas compras')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Meus pontos')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Meus certificados')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/meus-certificados');
});

test('admin hints: an active course without lessons, and a module without lessons', async ({ page }) => {
  const course = await createCourse();
  await db()`insert into public.course_modules (course_id, title, order_index) values (${course.id}, 'Módulo sem aulas', 1)`;
  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  const card = page.getByRole('article', { name: course.title });
  await expect(card.getByText('Sem aulas: não aparece no catálogo.')).toBeVisible();
  await card.getByRole('link', { name: 'Adicionar conteúdo' }).click();
  await expect(page).toHaveURL(`/admin/lessons?curso=${course.id}`);
  // The courses screen stays up until the content screen's code arrives: wait for the new screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Módulos e Aulas' })).toBeVisible();
  await expect(page.getByText('Sem aulas: não aparece no catálogo')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar aula ao módulo Módulo sem aulas' }).click();
  await expect(page.getByRole('dialog', { name: 'Nova Aula' })).toBeVisible();
});

test('a published course and an inactive one have no hint', async ({ page }) => {
  const published = await createCourse();
  await addModuleWithLesson(published.id);
  const inactive = await createCourse();
  await db()`update public.courses set is_active = false where id = ${inactive.id}`;
  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  for (const course of [published, inactive]) {
    const card = page.getByRole('article', { name: course.title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Sem aulas', { exact: false })).toHaveCount(0);
  }
});

for (const width of [390, 1280]) {
  test(`axe finds no WCAG A/AA violation on the touched screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/books');
    await expect(page.getByRole('heading', { level: 1, name: 'Livros' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'books');
    await page.goto('/course/aws');
    await page.getByRole('region', { name: 'Conteúdo do curso' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'course page');
    await signInWithSession(page, demo.student.email, demo.student.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Meu Progresso' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'dashboard');
    if (width === 1280) {
      await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, 'account menu');
    }
  });
}

test("a prerendered page's footer arrives with the certificate field already in its HTML", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('aria-label="Verificar certificado"');
  expect(html).not.toContain('data-verify-placeholder');
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`reduced motion '${reducedMotion}': the page's transitions ${reducedMotion === 'reduce' ? 'take no time' : 'play'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The longest transition of any element (buttons and links change colour, the menu's arrow turns).
    const longest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('*')].flatMap((element) =>
          getComputedStyle(element)
            .transitionDuration.split(',')
            .map((value) => parseFloat(value)),
        ),
      ),
    );
    if (reducedMotion === 'reduce') expect(longest).toBeLessThan(0.001);
    else expect(longest).toBeGreaterThan(0.1);
  });
}
