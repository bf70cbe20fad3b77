// Fixtures of the learning specs (dashboards and lesson player): fresh students created and
// enrolled through the real Auth API and RPC, course and lesson ids read from the database.
import { randomUUID } from 'node:crypto';
import { type Page, type Request } from '@playwright/test';
import postgres from 'postgres';
import { e2eStack, expect } from './support';
import { LEGAL } from '../src/config/legal';

export const studentPassword = 'Estudo@12345';

export interface FreshStudent {
  email: string;
  password: string;
  accessToken: string;
}

let sql: postgres.Sql | null = null;

/** Superuser connection for reading ids and counts (never for the behaviour under test). */
export function database(): postgres.Sql {
  sql ??= postgres(e2eStack().databaseUrl, { max: 2, onnotice: () => {} });
  return sql;
}

/** A new aluno (the sign-up trigger gives the profile and the role), signed in through the API. */
export async function createStudent(page: Page): Promise<FreshStudent> {
  const stack = e2eStack();
  const email = `aprendiz-${randomUUID()}@e2e.trilhacloud.dev`;
  const headers = { apikey: stack.publishableKey, 'Content-Type': 'application/json' };
  const signUp = await page.request.post(`${stack.url}/auth/v1/signup`, {
    headers,
    data: {
      email,
      password: studentPassword,
      data: { full_name: 'Aprendiz de Teste', phone: '11999990000', terms_version: LEGAL.termsVersion },
    },
  });
  expect(signUp.ok(), `sign up ${email}: ${await signUp.text()}`).toBe(true);
  const token = await page.request.post(`${stack.url}/auth/v1/token?grant_type=password`, {
    headers,
    data: { email, password: studentPassword },
  });
  expect(token.ok(), `sign in ${email}`).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  return { email, password: studentPassword, accessToken: access_token };
}

/**
 * Enrols the student through the same RPC the course page calls. A course that is not free (the
 * demo AWS course is sold) opens only with access: the student first gets an administrador's
 * grant, as the demo aluno did when AWS stopped being free.
 */
export async function enrol(page: Page, student: FreshStudent, courseId: string) {
  await database()`
    insert into public.entitlements (user_id, course_id, source)
    select p.id, c.id, 'grant'
      from public.profiles p, public.courses c
     where p.email = ${student.email} and c.id = ${courseId} and c.access_model <> 'free'
       and not exists (select 1 from public.entitlements e
                        where e.user_id = p.id and e.course_id = c.id and e.revoked_at is null)`;
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/rest/v1/rpc/enroll_in_course`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${student.accessToken}`,
      'Content-Type': 'application/json',
    },
    data: { p_course_id: courseId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export interface CourseLessons {
  id: string;
  slug: string;
  title: string;
  totalMinutes: number;
  /** In course order (module order_index, then lesson order_index). */
  lessons: { id: string; title: string; moduleTitle: string; minutes: number }[];
}

export async function courseBySlug(slug: string): Promise<CourseLessons> {
  const rows = await database()<
    {
      course_id: string;
      course_title: string;
      total_minutes: number;
      id: string;
      title: string;
      module_title: string;
      minutes: number;
    }[]
  >`
    select c.id as course_id, c.title as course_title, c.total_minutes,
           l.id, l.title, m.title as module_title, l.duration_minutes as minutes
    from public.courses c
    join public.course_modules m on m.course_id = c.id
    join public.lessons l on l.module_id = m.id
    where c.slug = ${slug}
    order by m.order_index, m.created_at, m.id, l.order_index, l.created_at, l.id`;
  expect(rows.length, `lessons of ${slug}`).toBeGreaterThan(0);
  return {
    id: rows[0]!.course_id,
    slug,
    title: rows[0]!.course_title,
    totalMinutes: rows[0]!.total_minutes,
    lessons: rows.map((row) => ({
      id: row.id,
      title: row.title,
      moduleTitle: row.module_title,
      minutes: row.minutes,
    })),
  };
}

/** Records the Data API requests (/rest/v1/…) the page makes from now on. */
export function recordDataRequests(page: Page) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    if (request.method() === 'OPTIONS') return;
    const url = new URL(request.url());
    if (url.pathname.includes('/rest/v1/')) seen.push(url.pathname.replace(/^.*\/rest\/v1\//, ''));
  };
  page.on('request', listener);
  return {
    paths: seen,
    stop: () => page.off('request', listener),
  };
}
