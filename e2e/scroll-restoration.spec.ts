// Scroll position across navigations: a new page opens at its top, and Back or Forward returns to
// where the reader was on the page they come back to.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to the bottom of the page and waits until the browser is there. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(300);
  return scrollTop(page);
}

test("the header's Cursos from a scrolled /books opens /courses at its top; Back returns to the scrolled place", async ({
  page,
}) => {
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Settled first: content that still grows above the viewport moves it down (scroll anchoring),
  // and the place to come back to is where the reader is when they leave.
  await page.waitForLoadState('networkidle');
  await scrollToBottom(page);
  const booksScroll = await scrollTop(page);

  await page.getByRole('banner').getByRole('link', { name: 'Cursos', exact: true }).click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Nossos Cursos' })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/books');
  await expect.poll(() => scrollTop(page)).toBe(booksScroll);

  await page.goForward();
  await expect(page).toHaveURL('/courses');
  await expect.poll(() => scrollTop(page)).toBe(0);
});

test("the footer's Preços opens /pricing at its top", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToBottom(page);

  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Links rápidos' })
    .getByRole('link', { name: 'Preços' })
    .click();
  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);
});

test('an address typed after scrolling a page opens at its top; a reload returns to the place', async ({
  page,
}) => {
  await page.goto('/books');
  await page.waitForLoadState('networkidle');
  await scrollToBottom(page);

  // A new page load in the same tab: its first history entry is the one the router names
  // 'default' in every load, which once carried /books' place over to it (a screen rendered in
  // the browser, as /auth is, opened scrolled to its bottom).
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollTop(page)).toBe(0);

  // A page whose content does not change with the catalogue (other specs add courses and books,
  // and a prerendered list is as long as it was at the build until it is read again).
  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollTop(page)).toBe(0);
  const privacyScroll = await scrollToBottom(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(privacyScroll);
});
