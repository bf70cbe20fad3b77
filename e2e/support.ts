// Shared helpers for end-to-end specs: the running e2e stack and signing in through the UI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import postgres from 'postgres';
import { E2E_DIST_DIR, E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { sessionRecordValue, SESSION_RECORD_KEY } from '../src/lib/auth-storage';
import { HYDRATED_ATTRIBUTE, PRERENDER_STATE_ID } from '../src/lib/hydration';

export interface E2eStack {
  url: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string;
  authLogFile: string;
}

export function e2eStack(): E2eStack {
  return JSON.parse(readFileSync(path.join(E2E_RESULTS_DIR, 'e2e-stack.json'), 'utf8')) as E2eStack;
}

/**
 * The built file (`assets/<hash>.js`, named by its hash alone) of a source module, by its key in
 * the build's manifest ('src/app/routes/student/dashboard.tsx', 'node_modules/jspdf/…').
 */
export function builtFileOf(module: string): string {
  const manifestFile = path.join(E2E_DIST_DIR, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[module];
  if (!entry) throw new Error(`${module} is not in the build's manifest`);
  return entry.file;
}

/**
 * Stops the page's clock (installed with page.clock.install) `lead` ms ahead of its time now, so
 * timers started after this wait for the test's runFor. On a busy machine that moment can be gone
 * before the call lands ('Cannot fast-forward to the past'): read the time again and retry.
 */
export async function pauseClockAhead(page: Page, lead: number) {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + lead);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('past')) throw error;
    }
  }
}

export const demo = {
  admin: { email: 'admin@trilhacloud.dev', password: 'Admin@12345' },
  teacher: { email: 'professor@trilhacloud.dev', password: 'Professor@123' },
  student: { email: 'aluno@trilhacloud.dev', password: 'Aluno@12345' },
} as const;

/**
 * Signs in by storing a real session from the local Auth server in localStorage, the same place
 * supabase-js keeps it; the UI login form itself is covered by the accounts specs.
 */
export async function signInWithSession(page: Page, email: string, password: string) {
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: { email, password },
  });
  expect(response.ok(), `sign in ${email}`).toBe(true);
  const session = (await response.json()) as Parameters<typeof sessionRecordValue>[0];
  // Any page of the app's origin gives its localStorage; a small static file does without loading
  // and hydrating a screen (about a second a sign-in on a busy machine), and the test's own
  // page.goto then opens its screen with the session in place.
  await page.goto('/robots.txt');
  // supabase-js' entry, and the app's own record of it, as the app writes it on signing in.
  await page.evaluate(
    ([supabaseEntry, recordKey, record]) => {
      localStorage.setItem('trilha-cloud-auth', supabaseEntry);
      localStorage.setItem(recordKey, record);
    },
    [JSON.stringify(session), SESSION_RECORD_KEY, sessionRecordValue(session)] as const,
  );
}

/**
 * The last e-mail the local stack "sent" to `email` whose text includes `containing`: locally the
 * Auth server and the edge functions print e-mails to the stack's log rather than send them.
 */
export async function localMailTo(email: string, containing = ''): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(
      () => {
        mail = readFileSync(e2eStack().authLogFile, 'utf8')
          .split('[e-mail local, não enviado]')
          .findLast((part) => part.includes(`Para: ${email}\n`) && part.includes(containing));
        return mail;
      },
      { message: `an e-mail to ${email} in the stack's log` },
    )
    .toBeTruthy();
  return mail!;
}

/**
 * The courses a visitor may see (active, with at least one lesson), newest first, read
 * from the database: other specs add courses to the same stack, so public pages are checked
 * against what really is published rather than against the seed alone.
 */
export async function publishedCourses(): Promise<{ title: string; slug: string }[]> {
  const sql = postgres(e2eStack().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await sql<{ title: string; slug: string }[]>`
      select title, slug from public.courses c
      where c.is_active and exists (
        select 1 from public.course_modules m join public.lessons l on l.module_id = m.id where m.course_id = c.id
      )
      order by c.created_at desc`;
  } finally {
    await sql.end();
  }
}

/**
 * The active books and plans in their public order, read from the database: other specs add
 * some for a moment (admin screens, long texts at 360 px), so the public lists are checked
 * against what really is published, like the courses.
 */
export async function publishedBookTitles(): Promise<string[]> {
  const sql = postgres(e2eStack().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ title: string }[]>`
      select title from public.books where is_active order by order_index, title`;
    return rows.map((row) => row.title);
  } finally {
    await sql.end();
  }
}

export async function publishedPlanNames(): Promise<string[]> {
  const sql = postgres(e2eStack().databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string }[]>`
      select name from public.pricing_plans where is_active order by order_index, name`;
    return rows.map((row) => row.name);
  } finally {
    await sql.end();
  }
}

/**
 * Opens a public page inside the running app (client-side navigation from another screen), the
 * way a visitor reaches it after the first page: its data is fetched by the browser. A direct
 * visit gets the prerendered HTML with the data of the build instead (e2e/prerender.spec.ts),
 * so loading and failure states are checked this way.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/pagina-inexistente');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * Waits, on a prerendered page, until the app has hydrated it (it marks <html> then,
 * src/app/provider.tsx): a click on prerendered HTML before then does nothing, as for a visitor.
 * Other pages at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    ([stateId, attribute]) =>
      !document.getElementById(stateId) || document.documentElement.hasAttribute(attribute),
    [PRERENDER_STATE_ID, HYDRATED_ATTRIBUTE] as const,
  );
}

/**
 * The specs' `test`: page.goto and page.reload hand a prerendered page back once React has
 * hydrated it. Its code is asked for only after the first paint (src/app/prerender/start-app.js),
 * so the load event Playwright waits for can come before it; a person acts on a page once it
 * responds, and so do the specs. The moments before hydration are checked where they matter
 * (e2e/prerender.spec.ts, with waitUntil: 'commit', which skips the wait).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const waitsForLoad = (options?: { waitUntil?: string }) =>
        !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'domcontentloaded';
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (waitsForLoad(options)) await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (waitsForLoad(options)) await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});

export { expect };
