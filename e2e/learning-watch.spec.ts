// The learning loop (watch, resume, complete), in Chromium against the real local Supabase. No video host is
// reachable from these machines: the embeds are the stand-ins of ./video-stand-ins.ts, pages
// served at the real embed addresses that speak the same postMessage protocol as YouTube's and
// Vimeo's players. Everything else — the app, its adapters, the RPCs, RLS — is the real thing.
import { type Page } from '@playwright/test';
import { signInWithSession, expect, test } from './support';
import { courseBySlug, createStudent, database, enrol } from './learning-fixtures';
import { seekStandIn, serveVideoStandIns, standIn, standInSeconds } from './video-stand-ins';

/** The save_watch_position requests the page sends from now on (keepalive ones included). */
function recordPositionWrites(page: Page) {
  const writes: { at: number; seconds: number }[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/rest/v1/rpc/save_watch_position') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { p_position_seconds: number };
    writes.push({ at: Date.now(), seconds: body.p_position_seconds });
  });
  return writes;
}

async function savedPosition(email: string, lessonId: string) {
  const [row] = await database()<{ position_seconds: number }[]>`
    select w.position_seconds from public.watch_positions w
    join public.profiles p on p.id = w.user_id
    where p.email = ${email} and w.lesson_id = ${lessonId}`;
  return row?.position_seconds ?? null;
}

test('watch to 0:42, leave, Continuar on the dashboard resumes at 0:42; watch to the end: completed, countdown, next lesson', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const course = await courseBySlug('aws');
  const [first, second] = course.lessons;
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  await serveVideoStandIns(page, { durations: { SOTamWNgDKc: 300 } });
  await signInWithSession(page, student.email, student.password);
  const writes = recordPositionWrites(page);

  // Dashboard: nothing watched yet, 'Continuar' opens the first lesson.
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.title }) });
  await card.getByRole('link', { name: /^Continuar/ }).click();
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${first!.id}`);
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/SOTamWNgDKc\?enablejsapi=1&origin=/,
  );

  // Watch from 0:40 to 0:42, then leave for the dashboard (no pause: the write on leaving counts).
  await seekStandIn(page, 40);
  await standIn(page).getByRole('button', { name: 'Reproduzir' }).click();
  await expect.poll(() => standInSeconds(page)).toBeGreaterThanOrEqual(42);
  await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect.poll(() => savedPosition(student.email, first!.id)).toBeGreaterThanOrEqual(42);
  const saved = (await savedPosition(student.email, first!.id))!;
  expect(saved).toBeLessThanOrEqual(44);
  // Two seconds of playback: no periodic write, only the one on leaving.
  expect(writes.map((write) => write.seconds)).toEqual([saved]);

  // Back through 'Continuar': the player starts where it stopped.
  await expect(card.getByText(`Você parou em ${first!.title} (0:${saved})`)).toBeVisible();
  await card.getByRole('link', { name: /^Continuar/ }).click();
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${first!.id}`);
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`[?&]start=${saved}(&|$)`));
  await expect(page.getByText(`Continuando de onde você parou: 0:${saved}`)).toBeVisible();
  const resumedAt = await standInSeconds(page);
  expect(Math.abs(resumedAt - 42)).toBeLessThanOrEqual(2);

  // Watch to the end: completed by watching (the spec's toast), then the countdown to the next lesson.
  // Two seconds before the end: the end is what is checked here, not the playing.
  await seekStandIn(page, 298);
  await standIn(page).getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByText('Aula marcada como concluída!').first()).toBeVisible();
  const countdown = page.getByRole('region', { name: 'Próxima aula' });
  await expect(countdown).toBeVisible();
  await expect(countdown).toContainText(second!.title);
  await expect(countdown.getByRole('link', { name: 'Assistir agora' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Próxima aula em 5 segundos' })).toHaveText(
    `Vídeo concluído. Próxima aula em 5 segundos: ${second!.title}.`,
  );
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${second!.id}`, { timeout: 8_000 });
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeFocused();
  const [row] = await database()<{ completed: boolean }[]>`
    select lp.completed from public.lesson_progress lp join public.profiles p on p.id = lp.user_id
    where p.email = ${student.email} and lp.lesson_id = ${first!.id}`;
  expect(row?.completed).toBe(true);
});

test('the countdown can be cancelled from the keyboard; the last lesson ends with Voltar ao Curso (Vimeo)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const course = await courseBySlug('aws');
  const last = course.lessons.at(-1)!;
  const beforeLast = course.lessons.at(-2)!;
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  // The page's clock runs at its own pace until the test moves it on past the cancelled
  // countdown's five seconds (below) instead of waiting them out.
  await page.clock.install();
  await serveVideoStandIns(page, { durations: { '76979871': 200, '3hLmDS179YE': 20_000 } });
  await signInWithSession(page, student.email, student.password);
  const writes = recordPositionWrites(page);

  // A lesson cut from a longer video (t=10800s, 21 min): it ends after its own length.
  await page.goto(`/course/${course.id}/lesson/${beforeLast.id}`);
  await expect(page.locator('iframe')).toHaveAttribute('src', /[?&]start=10800(&|$)/);
  await seekStandIn(page, 10_800 + beforeLast.minutes * 60 - 2);
  await standIn(page).getByRole('button', { name: 'Reproduzir' }).click();
  const countdown = page.getByRole('region', { name: 'Próxima aula' });
  await expect(countdown).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(countdown.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(countdown).toHaveCount(0);
  // Six seconds on the page's clock: a countdown still running would have moved on by then.
  await page.clock.runFor(6_000);
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${beforeLast.id}`);
  // The cut lesson's position is its own second, never the long video's.
  expect(await savedPosition(student.email, beforeLast.id)).toBe(beforeLast.minutes * 60);

  // The Vimeo lesson (the last one) through @vimeo/player: play 12 s from 1:40, pause.
  await page.getByRole('link', { name: /^Próxima aula/ }).click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?playsinline=1&dnt=1',
  );
  writes.length = 0;
  await seekStandIn(page, 100);
  await standIn(page).getByRole('button', { name: 'Reproduzir' }).click();
  await expect.poll(() => standInSeconds(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(112);
  await standIn(page).getByRole('button', { name: 'Pausar' }).click();
  await expect.poll(() => writes.length).toBe(2);
  // One periodic write after 10 s of playback, one on pause.
  expect(writes[0]!.seconds).toBeGreaterThanOrEqual(109);
  expect(writes[0]!.seconds).toBeLessThanOrEqual(111);
  expect(writes[1]!.seconds).toBeGreaterThanOrEqual(112);
  expect(writes[1]!.at - writes[0]!.at).toBeGreaterThanOrEqual(1_000);
  await expect.poll(() => savedPosition(student.email, last.id)).toBe(writes[1]!.seconds);

  // Reload: Vimeo's player starts at the saved second (#t=).
  await page.reload();
  await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`#t=${writes[1]!.seconds}s$`));
  expect(Math.abs((await standInSeconds(page)) - writes[1]!.seconds)).toBeLessThanOrEqual(2);

  // To the end of the last lesson: completed, and 'Voltar ao Curso' instead of a countdown.
  await seekStandIn(page, 198);
  await standIn(page).getByRole('button', { name: 'Reproduzir' }).click();
  await expect(page.getByText('Aula marcada como concluída!').first()).toBeVisible();
  const end = page.getByRole('region', { name: 'Você chegou à última aula' });
  await expect(end.getByRole('link', { name: 'Voltar ao Curso' })).toBeFocused();
  await expect(end.getByRole('link', { name: 'Voltar ao Curso' })).toHaveAttribute(
    'href',
    `/course/${course.slug}`,
  );
  await expect(page.getByRole('region', { name: 'Próxima aula' })).toHaveCount(0);
});

test('a visitor watches a free lesson from the course page and is refused another', async ({ page }) => {
  const course = await courseBySlug('aws');
  const [free, , locked] = course.lessons;
  await serveVideoStandIns(page);
  const writes = recordPositionWrites(page);
  await page.goto(`/course/${course.slug}`);

  const curriculum = page.getByRole('region', { name: 'Conteúdo do curso' });
  const firstModule = curriculum.getByRole('list', { name: `Aulas de ${free!.moduleTitle}` });
  await expect(firstModule.getByRole('listitem').first()).toContainText('Aula gratuita');
  await expect(firstModule.getByRole('listitem').first()).toContainText(`${free!.minutes} min`);
  // Every lesson is listed; only the free one is a link.
  for (const lesson of course.lessons) await expect(curriculum).toContainText(lesson.title);
  await expect(curriculum.getByRole('link')).toHaveCount(1);
  await expect(curriculum.getByText(`${locked!.title} (exclusiva para inscritos)`)).toHaveCount(1);

  await curriculum.getByRole('link', { name: free!.title }).click();
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${free!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: free!.title })).toBeVisible();
  await expect(page.getByText('Esta é uma aula gratuita.')).toBeVisible();
  await standIn(page).getByRole('button', { name: 'Reproduzir' }).click();
  await expect.poll(() => standInSeconds(page)).toBeGreaterThanOrEqual(2);
  await standIn(page).getByRole('button', { name: 'Pausar' }).click();
  // The sidebar lists the whole course; locked lessons are not links.
  const sidebar = page.getByRole('navigation', { name: 'Conteúdo do curso' });
  await expect(sidebar.getByRole('link')).toHaveCount(1);
  await expect(sidebar).toContainText(`${locked!.title}`);

  // Another lesson by its address: refused, back to the course page.
  await page.goto(`/course/${course.id}/lesson/${locked!.id}`);
  await expect(page).toHaveURL(`/course/${course.slug}`);
  await expect(
    page.getByText('Você precisa estar inscrito neste curso para assistir às aulas.'),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // A visitor's position is not stored anywhere.
  expect(writes).toEqual([]);
});

test('an embed that does not load says so in Portuguese, with a link to the video on its site', async ({
  page,
}) => {
  const course = await courseBySlug('aws');
  await serveVideoStandIns(page, { failing: ['SOTamWNgDKc'] });
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  await expect(page.getByText('Não foi possível carregar o vídeo aqui')).toBeVisible();
  await expect(page.getByRole('link', { name: /Assistir no YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=SOTamWNgDKc',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the lesson list folds away so the video takes the full width on desktop', async ({ page }) => {
  const course = await courseBySlug('aws');
  await serveVideoStandIns(page);
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  const toggle = page.getByRole('button', { name: 'Ocultar lista de aulas' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Conteúdo do curso' })).toBeHidden();
  const width = (await page.locator('iframe').boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(1000);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Mostrar lista de aulas' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('button', { name: 'Mostrar lista de aulas' }).click();
  await expect(page.getByRole('navigation', { name: 'Conteúdo do curso' })).toBeVisible();
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the video comes first and stays in view while the description scrolls', async ({ page }) => {
    const course = await courseBySlug('aws');
    await serveVideoStandIns(page);
    await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
    const video = page.locator('iframe');
    await expect(video).toBeVisible();
    const before = (await video.boundingBox())!;
    const list = (await page.getByRole('navigation', { name: 'Conteúdo do curso' }).boundingBox())!;
    expect(list.y).toBeGreaterThan(before.y);
    await expect(page.getByRole('region', { name: 'Sobre esta aula' })).toContainText('elasticidade');
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await video.boundingBox())!.y).toBeLessThan(80);
    expect((await video.boundingBox())!.y).toBeGreaterThanOrEqual(60);
  });
});
