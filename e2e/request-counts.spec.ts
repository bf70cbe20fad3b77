// Requests to Supabase per screen (docs/performance.md budgets): a signed-in page reads the viewer's
// account state once (with the account menu's unread count), the course page reads its course once
// and its reviews once, a lesson its questions once, and the student dashboard needs at most 2
// requests whatever the number of courses. Every request to the stack counts (Auth, Data
// API, functions) except pictures loaded from public Storage by <img> (a course image is not a
// data read); CORS preflights are not requests the app makes.
import type { Page, Request } from '@playwright/test';
import { addModuleWithLesson, createCourse, db, expect, test } from './fixtures/admin-fixtures';
import { courseBySlug, createStudent, enrol } from './learning-fixtures';
import { demo, e2eStack, signInWithSession } from './support';

/** Records the requests the page sends to the Supabase stack, as "METHOD path?select". */
function recordStackRequests(page: Page) {
  const stackOrigin = new URL(e2eStack().url).origin;
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== stackOrigin || request.method() === 'OPTIONS') return;
    if (request.resourceType() === 'image') return;
    const select = url.searchParams.get('select');
    seen.push(`${request.method()} ${url.pathname}${select ? `?select=${select}` : ''}`);
  };
  page.on('request', listener);
  return { seen, stop: () => page.off('request', listener) };
}

/**
 * Loads the warm-up page before a measured screen and waits until it is quiet. It is prerendered: it reads its plans again once hydrated, which can come
 * after a quiet moment that 'networkidle' takes for the end; signed in, it also reads the account
 * once hydrated, possibly after a quiet moment too (the client's chunk parsed on a busy machine).
 * Both are waited for, so neither is counted as the next screen's.
 */
async function warmUp(page: Page) {
  // A page not yet on the app's origin (about:blank) has no storage: a visitor.
  const signedIn = await page.evaluate(() => {
    try {
      return localStorage.getItem('trilha-cloud-auth') !== null;
    } catch {
      return false;
    }
  });
  const warmUpReads = Promise.all([
    page.waitForResponse((response) => response.url().includes('/rest/v1/pricing_plans')),
    signedIn && page.waitForResponse((response) => response.url().includes('/rest/v1/profiles')),
  ]);
  await page.goto('/pricing');
  await warmUpReads;
  await page.waitForLoadState('networkidle');
}

/** Opens a screen from a cold start (a fresh load) and returns the requests until it is idle. */
async function coldLoad(page: Page, path: string, ready: () => Promise<void>) {
  await warmUp(page);
  const recorder = recordStackRequests(page);
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  recorder.stop();
  test.info().annotations.push({ type: `requests ${path}`, description: recorder.seen.join(' | ') });
  return recorder.seen;
}

const accountReads = (requests: string[]) =>
  requests.filter((request) => /\/rest\/v1\/(profiles|user_roles)\b/.test(request));
// The course page's enrolment is read from the course row too (with the quiz standing column):
// a course read is one that is not that.
const membershipReads = (requests: string[]) =>
  requests.filter((request) => /\/rest\/v1\/courses\?select=assessment_standing,enrollments\(/.test(request));
const courseReads = (requests: string[]) =>
  requests.filter((request) => /\/rest\/v1\/courses\b/.test(request) && !membershipReads([request]).length);
const quizStandingCalls = (requests: string[]) =>
  requests.filter((request) => /\/rpc\/get_course_assessments\b/.test(request));

test('the student dashboard: at most 2 requests, the same with 1 course as with 4', async ({ page }) => {
  const counts: number[] = [];
  for (const slugs of [['aws'], ['aws', 'azure', 'devops', 'ia']]) {
    const student = await createStudent(page);
    for (const slug of slugs) await enrol(page, student, (await courseBySlug(slug)).id);
    await signInWithSession(page, student.email, student.password);
    const requests = await coldLoad(page, '/dashboard', () =>
      expect(page.getByRole('link', { name: /Acessar Curso/ })).toHaveCount(slugs.length),
    );
    expect(accountReads(requests), requests.join('\n')).toHaveLength(1);
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(2);
    counts.push(requests.length);
  }
  expect(counts[1]).toBe(counts[0]);
});

test('the signed-in course page reads its course once and the account once', async ({ page }) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  const requests = await coldLoad(page, '/course/aws', async () => {
    await expect(page.getByRole('link', { name: 'Acessar Aulas' }).first()).toBeVisible();
    // The quiz entries come with the enrolment read, not with a call of their own.
    await expect(page.getByRole('link', { name: /Quiz do módulo 1/ })).toBeVisible();
  });
  expect(courseReads(requests), requests.join('\n')).toHaveLength(1);
  expect(membershipReads(requests), requests.join('\n')).toHaveLength(1);
  expect(quizStandingCalls(requests), requests.join('\n')).toEqual([]);
  expect(accountReads(requests), requests.join('\n')).toHaveLength(1);
});

test('the course page reads its first page of reviews in one request, the lesson its questions in one', async ({
  page,
}) => {
  const course = await courseBySlug('aws');
  const visitor = await coldLoad(page, '/course/aws', () =>
    expect(page.getByRole('region', { name: 'Avaliações dos alunos' })).toBeVisible(),
  );
  expect(
    visitor.filter((request) => /\/rest\/v1\/course_review_cards\b/.test(request)),
    visitor.join('\n'),
  ).toHaveLength(1);
  // The visitor's reads go through the light REST helper: supabase-js is not loaded for them.
  expect(
    visitor.filter((request) => !request.startsWith('GET /rest/v1/')),
    visitor.join('\n'),
  ).toEqual([]);

  await signInWithSession(page, demo.student.email, demo.student.password);
  const lesson = await coldLoad(page, `/course/${course.id}/lesson/${course.lessons[0]!.id}`, async () => {
    await expect(page.getByRole('region', { name: 'Perguntas e respostas' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Quiz do módulo 1/ })).toBeVisible();
  });
  // The lesson list's quiz entries ride on the outline's read.
  expect(quizStandingCalls(lesson), lesson.join('\n')).toEqual([]);
  expect(courseReads(lesson), lesson.join('\n')).toHaveLength(1);
  expect(
    lesson.filter((request) => /\/rpc\/list_lesson_questions\b/.test(request)),
    lesson.join('\n'),
  ).toHaveLength(1);
  expect(accountReads(lesson), lesson.join('\n')).toHaveLength(1);
});

test('the profile reads the account, its figures, its study calendar, the digest opt-in and Meus dados once each', async ({
  page,
}) => {
  await signInWithSession(page, demo.student.email, demo.student.password);
  const requests = await coldLoad(page, '/profile', async () => {
    await expect(page.getByRole('heading', { name: 'Estatísticas' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contato e endereço' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Calendário de estudos' }).getByRole('img')).toBeVisible();
  });
  expect(accountReads(requests), requests.join('\n')).toHaveLength(1);
  // The page also shows 'Meus dados': one export_my_data call, nothing more.
  expect(requests.filter((request) => /\/rpc\/get_profile_stats\b/.test(request))).toHaveLength(1);
  expect(requests.filter((request) => /\/rpc\/export_my_data\b/.test(request))).toHaveLength(1);
  expect(requests.filter((request) => /\/rpc\/get_my_study_calendar\b/.test(request))).toHaveLength(1);
  expect(requests.filter((request) => /\/rpc\/get_my_email_preferences\b/.test(request))).toHaveLength(1);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(5);
});

test('an admin screen reads the account once', async ({ page }) => {
  const course = await createCourse();
  await addModuleWithLesson(course.id);
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  const requests = await coldLoad(page, '/admin/courses', () =>
    expect(page.getByRole('heading', { name: course.title })).toBeVisible(),
  );
  expect(accountReads(requests), requests.join('\n')).toHaveLength(1);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(2);
  await db()`delete from public.courses where id = ${course.id}`;
});

/** The stack requests of a cold load with their bodies: two alike are one read made twice. */
async function readsTwice(page: Page, path: string, ready: () => Promise<void>) {
  const stackOrigin = new URL(e2eStack().url).origin;
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== stackOrigin || request.method() === 'OPTIONS' || request.resourceType() === 'image')
      return;
    seen.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  };
  await warmUp(page);
  page.on('request', listener);
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return seen.filter((request, index) => seen.indexOf(request) !== index);
}

// The screens' loaders fill the cache with the screens' own query options: the screen finds each
// read made, never makes it again (docs/architecture.md, "Loaders: one style for every screen").
const screensWithLoaders = [
  { name: 'my points', who: demo.student, path: () => '/meus-pontos', heading: 'Meus pontos' },
  {
    name: 'the checkout',
    who: demo.student,
    path: async () => `/checkout/curso/${(await courseBySlug('aws')).id}`,
    heading: 'Finalizar compra',
  },
  { name: 'the admin reports', who: demo.admin, path: () => '/admin/reports', heading: null },
  {
    name: 'a course analytics',
    who: demo.admin,
    path: async () => `/admin/courses/${(await courseBySlug('aws')).id}/analise`,
    heading: null,
  },
];

for (const { name, who, path, heading } of screensWithLoaders) {
  test(`${name} makes no read twice`, async ({ page }) => {
    await signInWithSession(page, who.email, who.password);
    const address = await path();
    const twice = await readsTwice(page, address, () =>
      expect(
        heading
          ? page.getByRole('heading', { level: 1, name: heading })
          : page.getByRole('heading', { level: 1 }).first(),
      ).toBeVisible(),
    );
    expect(twice, address).toEqual([]);
  });
}
