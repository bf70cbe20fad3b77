// A prerendered page's course list refreshed after hydration, once the catalogue has changed since
// the build: the courses published since then are added below the cards already on screen, which
// keep their places (docs/performance.md, "A refresh moves nothing in view"). The layout shift is
// measured in the page, as the browser reports it, from the first paint until the refreshed list
// has been drawn.
import { type Page } from '@playwright/test';
import { addModuleWithLesson, createCourse, db, unique } from './fixtures/admin-fixtures';
import { e2eStack, expect, test } from './support';

/** The cumulative layout shift the page has reported (the sum of its 'layout-shift' entries). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = { total: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) state.total += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { __layoutShift: state });
  });
}

/** The layout shift so far, once the frame showing the current DOM has been drawn and reported. */
function layoutShiftSoFar(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        // Two frames: the one drawing the change, then one after it, by which time the observer's
        // entries for the first have been delivered.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __layoutShift: { total: number } }).__layoutShift.total),
          ),
        ),
      ),
  );
}

/** Holds the browser's reads matching `path` until `release` is called (the refresh after hydration). */
async function holdReads(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.href.startsWith(`${e2eStack().url}/rest/v1/`) && url.pathname.endsWith(path),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** A course published now, newer than every other (first in the database's newest-first order). */
async function publishNewestCourse() {
  const course = await createCourse(unique('Curso publicado depois da build'));
  await addModuleWithLesson(course.id);
  await db()`update public.courses set created_at = now() + interval '1 day' where id = ${course.id}`;
  return course;
}

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();

const PAGES = [
  { path: '/courses', read: '/rpc/search_courses', list: 'Nossos Cursos' },
  { path: '/', read: '/courses', list: 'Cursos em destaque' },
] as const;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, read, list } of PAGES) {
      test(`${path}: a course published after the build is added below the cards in view, CLS ≤ 0.1`, async ({
        page,
      }) => {
        const course = await publishNewestCourse();
        try {
          await watchLayoutShifts(page);
          const release = await holdReads(page, read);
          // The hero's track tiles are held too: other specs publish tracks after the build, and the
          // tiles' refresh is not under the kept-order rule yet (docs/performance.md).
          const releaseTracks = path === '/' ? await holdReads(page, '/rpc/list_tracks') : () => {};
          await page.goto(path);
          // The prerendered cards, in the build's order, brought into view before the refresh lands.
          const shown = await cardTitles(page);
          expect(shown.length).toBeGreaterThan(0);
          expect(shown).not.toContain(course.title);
          await page.getByRole('heading', { name: list }).scrollIntoViewIfNeeded();
          await page.getByRole('main').getByRole('article').first().scrollIntoViewIfNeeded();
          expect(await layoutShiftSoFar(page)).toBe(0);

          release();
          releaseTracks();
          // The effect of the refresh: the new course's card is drawn.
          await expect(page.getByRole('heading', { name: course.title })).toBeVisible();
          expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.1);

          // The cards that were on screen kept their order; the new course comes after them.
          const refreshed = await cardTitles(page);
          const kept = refreshed.filter((title) => shown.includes(title));
          expect(kept).toEqual(shown.filter((title) => refreshed.includes(title)));
          expect(refreshed.indexOf(course.title)).toBeGreaterThan(refreshed.indexOf(kept.at(-1)!));
        } finally {
          await db()`delete from public.courses where id = ${course.id}`;
        }
      });
    }
  });
}
