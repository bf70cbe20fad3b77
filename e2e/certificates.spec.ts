// Certificates, as a person meets them: finishing a course earns one, 'Meus
// certificados' lists it, its public page prints on one page, downloads as a PDF with the name
// and the code in its text, and its QR code leads back to it; anyone verifies a code however it
// is typed; bad codes are 'Certificado não encontrado'.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Page, type Response } from '@playwright/test';
import { E2E_DIST_DIR } from '../scripts/lib/e2e-config.mjs';
import {
  certifiedStudent,
  createCertificateCourse,
  decodeQrOnPage,
  grouped,
  readPdf,
  rpcAs,
  signUpStudent,
} from './certificate-fixtures';
import { builtFileOf, signInWithSession, expect, test, waitForHydration } from './support';

/** jsPDF's built file, by its name in the folder of built files (as recordScripts names them). */
const jsPdfFile = () => path.basename(builtFileOf('node_modules/jspdf/dist/jspdf.es.min.js'));

/** Gzip size of each JavaScript file the page downloads from now on, by file name. */
function recordScripts(page: Page) {
  const files = new Set<string>();
  const listener = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) files.add(path.basename(url.pathname));
  };
  page.on('response', listener);
  return {
    files,
    stop: () => page.off('response', listener),
    gzipKb: (names: Iterable<string>) =>
      [...names].reduce(
        (sum, name) => sum + gzipSync(readFileSync(path.join(E2E_DIST_DIR, 'assets', name))).length,
        0,
      ) / 1024,
  };
}

test('finish a course, open the certificate, print it on one page, download the PDF, scan the QR code', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const course = await createCertificateCourse();
  const student = await signUpStudent(page);
  await rpcAs(page, student, 'enroll_in_course', { p_course_id: course.id });
  await rpcAs(page, student, 'complete_lesson', { p_lesson_id: course.lessonIds[0] });
  await signInWithSession(page, student.email, student.password);

  // The last lesson, completed in the player: the certificate is there at once.
  await page.goto(`/course/${course.id}/lesson/${course.lessonIds[1]}`);
  await page.getByRole('button', { name: 'Marcar como concluída' }).click();
  // The course's own moment, then on to every certificate of the student.
  const completed = page.getByRole('dialog', { name: 'Curso concluído!' });
  await expect(completed.getByRole('link', { name: 'Ver certificado' })).toBeVisible();
  await completed.getByRole('button', { name: 'Continuar na aula' }).click();
  await page.getByRole('link', { name: 'Meus certificados' }).click();

  await expect(page).toHaveURL('/meus-certificados');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus certificados' })).toBeVisible();
  const card = page.getByRole('article', { name: course.title });
  await expect(card).toContainText('12h30');
  const codeText = (await card.locator('.font-mono').textContent())!;
  expect(codeText).toMatch(/^TC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const certificatePath = `/certificado/${codeText}`;
  const certificateUrl = new URL(certificatePath, page.url()).toString();

  // LinkedIn's form, filled in; 'Copiar link' copies the page's address.
  const issued = new Date();
  const linkedIn = new URL(
    (await card.getByRole('link', { name: /Adicionar ao LinkedIn/ }).getAttribute('href'))!,
  );
  expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: course.title,
    organizationName: 'Trilha Cloud',
    issueYear: String(
      Number(issued.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 4)),
    ),
    issueMonth: String(
      Number(issued.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(5, 7)),
    ),
    certUrl: certificateUrl,
    certId: codeText,
  });
  await expect(card.getByRole('link', { name: /Adicionar ao LinkedIn/ })).toHaveAttribute('target', '_blank');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: /Copiar link/ }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificateUrl);

  await card.getByRole('link', { name: /Ver certificado/ }).click();
  await expect(page).toHaveURL(certificatePath);
  await expect(page.getByRole('article', { name: 'Certificado' })).toContainText(student.fullName);

  // The public page as whoever receives the link sees it: a visitor without an account (its
  // JavaScript measured from the first byte).
  const visitorContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const visitor = await visitorContext.newPage();
  const policyViolations: string[] = [];
  visitor.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) policyViolations.push(message.text());
  });
  // What every page loads until the network is idle (the shell, and supabase-js that the auth
  // provider brings in after the first paint), seen on the home page first.
  const home = recordScripts(visitor);
  await visitor.goto('/');
  // A page of its own context is not the fixture's: wait for the app's code, asked for only after
  // the prerendered home page is painted, or 'networkidle' can come before it is even requested.
  await waitForHydration(visitor);
  await visitor.waitForLoadState('networkidle');
  home.stop();
  const scripts = recordScripts(visitor);
  await visitor.goto(certificatePath);
  const sheet = visitor.getByRole('article', { name: 'Certificado' });
  await expect(sheet).toContainText(student.fullName);
  await expect(sheet).toContainText(course.title);
  await expect(sheet).toContainText('com carga horária de 12h30');
  await expect(sheet).toContainText(codeText);
  await expect(sheet).toContainText('1. Fundamentos da nuvem');
  await expect(visitor.locator('[data-certificate-qr]')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
  await expect(visitor).toHaveTitle(`Certificado de ${student.fullName} — ${course.title} | Trilha Cloud`);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${student.fullName} concluiu o curso ${course.title} na Trilha Cloud`),
  );
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Nothing private on the visitor.
  await expect(visitor.locator('body')).not.toContainText(student.email);
  await expect(visitor.locator('body')).not.toContainText('11999990000');

  // Page JavaScript before 'Baixar PDF': the certificate's own chunks, beyond what every page loads.
  await visitor.waitForLoadState('networkidle');
  const pageChunks = [...scripts.files].filter((name) => !home.files.has(name));
  expect(pageChunks).not.toContain(jsPdfFile());
  const pageKb = scripts.gzipKb(pageChunks);
  console.log(
    `certificate page JS (gzip): every page ${home.gzipKb(home.files).toFixed(1)} KB + this page ${pageKb.toFixed(1)} KB (${pageChunks.join(', ')})`,
  );
  expect(pageKb).toBeLessThanOrEqual(60);

  // The QR code leads to this very page.
  expect(await decodeQrOnPage(visitor, '[data-certificate-qr]')).toBe(certificateUrl);

  // Print: the sheet alone, one A4 landscape visitor.
  await visitor.emulateMedia({ media: 'print' });
  await expect(visitor.getByRole('banner')).toBeHidden();
  await expect(visitor.getByRole('contentinfo')).toBeHidden();
  await expect(visitor.getByRole('button', { name: /Baixar PDF/ })).toBeHidden();
  const printed = await readPdf(
    new Uint8Array(await visitor.pdf({ preferCSSPageSize: true, printBackground: true })),
  );
  expect(printed.pages).toBe(1);
  expect([Math.round(printed.width), Math.round(printed.height)]).toEqual([842, 595]);
  expect(printed.text).toContain(student.fullName);
  expect(printed.text).not.toContain('Certificado válido');
  await visitor.emulateMedia({ media: 'screen' });

  // 'Baixar PDF': jsPDF only now; one page under 500 KB, name and code in its text.
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('button', { name: /Baixar PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificado-trilha-cloud-${codeText}.pdf`);
  const file = await download.path();
  const size = statSync(file).size;
  console.log(`certificate PDF: ${(size / 1024).toFixed(1)} KB`);
  expect(size).toBeLessThan(500 * 1024);
  const pdf = await readPdf(new Uint8Array(readFileSync(file)));
  expect(pdf.pages).toBe(1);
  expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([842, 595]);
  expect(pdf.text).toContain(student.fullName);
  expect(pdf.text).toContain(codeText);
  expect(pdf.text).toContain(course.title);
  expect([...scripts.files]).toContain(jsPdfFile());
  // The built app's Content-Security-Policy allowed all of it.
  expect(policyViolations).toEqual([]);
  await visitorContext.close();
});

test('a code typed in any form in the footer opens its certificate; bad codes are "Certificado não encontrado"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const course = await createCertificateCourse(['Módulo único']);
  const { code } = await certifiedStudent(page, course, 'Renata Oliveira');
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });

  await page.goto('/');
  const footerForm = page.getByRole('contentinfo').getByRole('search', { name: 'Verificar certificado' });
  await footerForm.getByRole('textbox').fill(`  ${code.slice(3).toLowerCase()} `);
  await footerForm.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(`/certificado/${grouped(code)}`);
  await expect(page.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Certificado' })).toContainText('Renata Oliveira');

  // Another spelling in the address moves to the grouped one.
  await page.goto(`/certificado/${code.toLowerCase().replace('tc-', 'tc')}`);
  await expect(page).toHaveURL(`/certificado/${grouped(code)}`);
  await expect(page.getByRole('article', { name: 'Certificado' })).toContainText('Renata Oliveira');

  const body = code.slice(3);
  const neighbour = `TC-${body.slice(0, 11)}${body.endsWith('2') ? '3' : '2'}`;
  for (const bad of [
    neighbour,
    `${code}-${code}`,
    'X'.repeat(200),
    "TC-' or 1=1 --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '%25',
  ]) {
    await page.goto(`/certificado/${encodeURIComponent(bad)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificado não encontrado' }),
      bad,
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Certificado' })).toHaveCount(0);
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
    // What was typed stays only as the field's value, to correct it.
    // (A well-formed but unknown code shows grouped, as the address does.)
    const shown = /^TC-[0-9A-Z]{12}$/.test(bad) ? grouped(bad) : bad.slice(0, 64);
    await expect(page.getByRole('main').getByRole('textbox')).toHaveValue(shown);
    await expect(page).toHaveTitle('Certificado não encontrado | Trilha Cloud');
  }

  // An empty field asks for the code.
  await page.goto('/certificado');
  await expect(page.getByRole('heading', { level: 1, name: 'Verificar certificado' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('main').getByText('Digite o código do certificado')).toBeVisible();
});

test('Meus certificados: empty state with the courses in progress; a deleted account’s certificate no longer verifies', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const course = await createCertificateCourse();
  const learner = await signUpStudent(page, 'Pedro Almeida');
  await rpcAs(page, learner, 'enroll_in_course', { p_course_id: course.id });
  await rpcAs(page, learner, 'complete_lesson', { p_lesson_id: course.lessonIds[0] });
  await signInWithSession(page, learner.email, learner.password);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /ver meus certificados/ }).click();
  await expect(page).toHaveURL('/meus-certificados');
  await expect(page.getByText('Você ainda não tem certificados.')).toBeVisible();
  const inProgress = page.getByRole('listitem').filter({ hasText: course.title });
  await expect(inProgress).toContainText('50% concluído');
  await expect(inProgress.getByRole('link', { name: `Continuar ${course.title}` })).toHaveAttribute(
    'href',
    `/course/${course.slug}`,
  );

  // The account menu leads here too.
  await page.goto('/profile');
  await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Meus certificados' }).click();
  await expect(page).toHaveURL('/meus-certificados');

  // Deleting the account deletes its certificates: the code then verifies as not found.
  const { student, code } = await certifiedStudent(page, course, 'Quem Sai');
  await page.goto(`/certificado/${grouped(code)}`);
  await expect(page.getByRole('heading', { name: 'Certificado válido' })).toBeVisible();
  await rpcAs(page, student, 'delete_my_account', { p_email_confirmation: student.email });
  await page.goto(`/certificado/${grouped(code)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificado não encontrado' })).toBeVisible();
});
