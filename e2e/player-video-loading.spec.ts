// The lesson's video while its embed loads, and when it cannot: a loading state over the player
// area (never the browser's broken-page icon), then 'Assistir no YouTube' within 5 seconds; an
// embed that answers late still takes over.
import { expect, pauseClockAhead, test } from './support';
import { courseBySlug } from './learning-fixtures';
import { serveVideoStandIns } from './video-stand-ins';

const EMBED = 'https://www.youtube-nocookie.com/embed/**';

test('an embed that cannot load shows a loading state, then the YouTube link within 5 s', async ({
  page,
}) => {
  const course = await courseBySlug('aws');
  // Fakes a network failure: the embed's request never reaches a server (offline, blocked).
  let askedFor = false;
  await page.route(EMBED, async (route) => {
    askedFor = true;
    await route.abort('internetdisconnected');
  });
  // The 5 s are counted by the page's clock, stopped once the loading state shows, so a slow
  // machine neither fails the test nor makes it pass without the timers having run.
  await page.clock.install();
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);

  const player = page.getByRole('region', { name: 'Vídeo da aula' });
  await expect(player.getByRole('status')).toHaveText('Carregando vídeo...');
  // Pause the page's clock a moment ahead of its time now.
  const lead = 250;
  await pauseClockAhead(page, lead);
  await page.clock.runFor(5_000 - lead);
  const fallback = player.getByRole('link', { name: /Assistir no YouTube/ });
  await expect(fallback).toBeVisible();
  expect(askedFor, 'the embed was asked for').toBe(true);
  await page.clock.resume();
  await expect(fallback).toHaveAttribute('href', 'https://www.youtube.com/watch?v=SOTamWNgDKc');
  await expect(player.getByText('Não foi possível carregar o vídeo aqui')).toBeVisible();
  await expect(player.getByRole('status')).toHaveCount(0);
  // The failed frame (the browser's error page) is never what the student sees.
  await expect(page.locator('iframe[title^="Vídeo da aula"]')).toBeHidden();
});

test('an embed that answers late replaces the fallback with the video', async ({ page }) => {
  const course = await courseBySlug('aws');
  await serveVideoStandIns(page);
  // A very slow network: the embed is held back until the fallback has been offered.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(EMBED, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  const player = page.getByRole('region', { name: 'Vídeo da aula' });
  await expect(player.getByRole('status')).toHaveText('Carregando vídeo...');
  // Offered once the embed has been silent long enough (its 5 s are checked in the test above).
  await expect(player.getByRole('link', { name: /Assistir no YouTube/ })).toBeVisible();
  release();
  await expect(page.locator('iframe[title^="Vídeo da aula"]')).toBeVisible();
  await expect(player.getByRole('link', { name: /Assistir no YouTube/ })).toHaveCount(0);
});

test('a working embed: the loading state gives way to the video', async ({ page }) => {
  const course = await courseBySlug('aws');
  await serveVideoStandIns(page);
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  const player = page.getByRole('region', { name: 'Vídeo da aula' });
  await expect(page.locator('iframe[title^="Vídeo da aula"]')).toBeVisible();
  await expect(player.getByRole('status')).toHaveCount(0);
  await expect(player.getByRole('link', { name: /Assistir no YouTube/ })).toHaveCount(0);
});
