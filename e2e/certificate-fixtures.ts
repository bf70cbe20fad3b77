// Fixtures of the certificate specs: a course built for the test (so its title, hours and modules
// are known), a student signed up through Auth with a name that needs more than ASCII, and
// lessons completed through the same RPC the player calls.
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { database } from './learning-fixtures';
import { e2eStack, expect } from './support';
import { LEGAL } from '../src/config/legal';

export const CERTIFICATE_PASSWORD = 'Certifica@123';

export interface CertificateCourse {
  id: string;
  slug: string;
  title: string;
  modules: string[];
  lessonIds: string[];
}

/** An active course with one lesson per module, 12.5 hours ('12h30' on the certificate). */
export async function createCertificateCourse(modules = ['Fundamentos da nuvem', 'Redes e segurança']) {
  const sql = database();
  const id = randomUUID().slice(0, 8);
  const title = `Arquitetura em Nuvem ${id}`;
  const slug = `certificado-${id}`;
  const [course] = await sql<{ id: string }[]>`
    insert into public.courses (slug, title, description, learning_points, level, duration, total_hours)
    values (${slug}, ${title}, 'Curso criado pelo teste de certificados.',
            ${['Um', 'Dois', 'Três', 'Quatro', 'Cinco']}, 'Iniciante', '4 semanas', 12.5)
    returning id`;
  const lessonIds: string[] = [];
  for (const [index, moduleTitle] of modules.entries()) {
    const [module] = await sql<{ id: string }[]>`
      insert into public.course_modules (course_id, title, order_index)
      values (${course!.id}, ${moduleTitle}, ${index + 1}) returning id`;
    const [lesson] = await sql<{ id: string }[]>`
      insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
      values (${module!.id}, ${`Aula ${index + 1}`}, 'https://www.youtube.com/watch?v=aircAruvnKk', 10, 1)
      returning id`;
    lessonIds.push(lesson!.id);
  }
  return { id: course!.id, slug, title, modules, lessonIds } satisfies CertificateCourse;
}

export interface CertificateStudent {
  email: string;
  password: string;
  fullName: string;
  accessToken: string;
}

export async function signUpStudent(
  page: Page,
  fullName = 'Luíza Gonçalves Araújo',
): Promise<CertificateStudent> {
  const stack = e2eStack();
  const email = `certificado-${randomUUID()}@e2e.trilhacloud.dev`;
  const headers = { apikey: stack.publishableKey, 'Content-Type': 'application/json' };
  const signUp = await page.request.post(`${stack.url}/auth/v1/signup`, {
    headers,
    data: {
      email,
      password: CERTIFICATE_PASSWORD,
      data: { full_name: fullName, phone: '11999990000', terms_version: LEGAL.termsVersion },
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const token = await page.request.post(`${stack.url}/auth/v1/token?grant_type=password`, {
    headers,
    data: { email, password: CERTIFICATE_PASSWORD },
  });
  expect(token.ok()).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  return { email, password: CERTIFICATE_PASSWORD, fullName, accessToken: access_token };
}

/** Calls an RPC as the student (the player and the course page call the same ones). */
export async function rpcAs(page: Page, student: CertificateStudent, name: string, body: object) {
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/rest/v1/rpc/${name}`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${student.accessToken}`,
      'Content-Type': 'application/json',
    },
    data: body,
  });
  expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
  return response;
}

/** A student who finished the course through the RPCs; returns the certificate's stored code. */
export async function certifiedStudent(page: Page, course: CertificateCourse, fullName?: string) {
  const student = await signUpStudent(page, fullName);
  await rpcAs(page, student, 'enroll_in_course', { p_course_id: course.id });
  for (const lessonId of course.lessonIds)
    await rpcAs(page, student, 'complete_lesson', { p_lesson_id: lessonId });
  const [row] = await database()<{ verification_code: string }[]>`
    select c.verification_code from public.certificates c
    join public.profiles p on p.id = c.user_id
    where p.email = ${student.email} and c.course_id = ${course.id}`;
  return { student, code: row!.verification_code };
}

/** 'TC-7K2M9QX4HZ8B' → 'TC-7K2M-9QX4-HZ8B'. */
export function grouped(code: string) {
  const body = code.slice(3);
  return `TC-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
}

/** A PDF's page count, page size (points) and text. */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes.slice());
  const page = await pdf.getPage(1);
  const { text } = await extractText(pdf, { mergePages: true });
  return {
    pages: pdf.numPages,
    width: page.view[2]!,
    height: page.view[3]!,
    text: text.replace(/\s+/g, ' '),
  };
}

/** Decodes the QR code drawn on the page, from a screenshot of it and its white margin. */
export async function decodeQrOnPage(page: Page, selector: string): Promise<string | null> {
  const box = await page.locator(selector).boundingBox();
  expect(box, 'the QR code is on the page').not.toBeNull();
  const margin = 24;
  const png = PNG.sync.read(
    await page.screenshot({
      clip: {
        x: box!.x - margin,
        y: box!.y - margin,
        width: box!.width + 2 * margin,
        height: box!.height + 2 * margin,
      },
    }),
  );
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
