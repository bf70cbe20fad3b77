// Screenshots of the certificate screens for a person to look at (not an assertion of pixels):
// the public page, 'Meus certificados' and a code not found, at 1280 and 390 px, and the PDF as
// downloaded. Run with TRILHA_SCREENSHOTS=1; the files go to <results dir>/certificate-screens/
// (render the PDF with `pdftoppm -png -r 80 certificado.pdf certificado`).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { certifiedStudent, createCertificateCourse, grouped } from './certificate-fixtures';
import { signInWithSession, expect, test } from './support';

const folder = path.join(E2E_RESULTS_DIR, 'certificate-screens');
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });

for (const width of [1280, 390]) {
  test(`certificate screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await createCertificateCourse([
      'Fundamentos da computação em nuvem',
      'Identidade e acesso com IAM',
      'Redes com VPC',
      'Computação com EC2 e Lambda',
      'Armazenamento com S3',
      'Bancos de dados gerenciados',
      'Observabilidade e custos',
    ]);
    const { student, code } = await certifiedStudent(page, course, 'Luíza Gonçalves Araújo');

    await page.goto(`/certificado/${grouped(code)}`);
    await expect(page.locator('[data-certificate-qr]')).toBeVisible();
    await shot(page, `${width}-certificado`);

    await page.goto('/certificado/TC-0000-0000-0000');
    await expect(page.getByRole('heading', { name: 'Certificado não encontrado' })).toBeVisible();
    await shot(page, `${width}-nao-encontrado`, false);

    await signInWithSession(page, student.email, student.password);
    await page.goto('/meus-certificados');
    await expect(page.getByRole('article', { name: course.title })).toBeVisible();
    await shot(page, `${width}-meus-certificados`);

    if (width === 1280) {
      await page.goto(`/certificado/${grouped(code)}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /Baixar PDF/ }).click(),
      ]);
      mkdirSync(folder, { recursive: true });
      copyFileSync(await download.path(), path.join(folder, 'certificado.pdf'));
      await page.emulateMedia({ media: 'print' });
      await page.pdf({
        path: path.join(folder, 'impressao.pdf'),
        preferCSSPageSize: true,
        printBackground: true,
      });
    }
  });
}
