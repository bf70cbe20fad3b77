// Issuing a certificate by hand says whether the student completed the course and asks for a
// reason when not; a course without lessons is not offered; an administrator revokes with a
// reason, and the public page and the student's own screen then say 'Certificado revogado'.
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  enroll,
  signInAsAdmin,
  unique,
  expect,
  test,
} from './fixtures/admin-fixtures';
import { signInWithSession } from './support';

const todayInSaoPaulo = () =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());

test('issue with a reason, revoke with a reason, the public page says Certificado revogado', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const student = await createUser({ fullName: unique('Aluna Revogada') });
  const course = await createCourse(unique('Curso Com Aulas'));
  await addModuleWithLesson(course.id);
  const empty = await createCourse(unique('Curso Sem Aulas'));
  await enroll(student.id, course.id);

  await signInAsAdmin(page);
  await page.goto(`/admin/certificates?q=${encodeURIComponent(student.email)}`);
  const row = page.getByRole('region', { name: 'Alunos' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Emitir certificado para ${student.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Emitir certificado — ${student.fullName}` });
  const picker = dialog.getByLabel('Curso', { exact: true });
  // A course without lessons is not offered.
  await expect(picker.locator('option', { hasText: course.title })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: empty.title })).toHaveCount(0);

  await picker.selectOption({ label: course.title });
  await expect(dialog).toContainText('O aluno não concluiu este curso (progresso de 0%).');
  await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
  await expect(dialog.getByText('Informe o motivo da emissão')).toBeVisible();
  await dialog.getByLabel('Motivo da emissão').fill('Fez a prova final presencial');
  await dialog.getByRole('button', { name: 'Emitir certificado' }).click();
  await expect(page.getByText('Certificado emitido com sucesso!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();

  // Revoke it from the issued list.
  await page.getByLabel('Buscar certificado').fill(student.email);
  const issued = page.getByRole('region', { name: 'Certificados emitidos' }).locator('tbody tr');
  await expect(issued).toHaveCount(1);
  await expect(issued).toContainText('Motivo: Fez a prova final presencial');
  const code = (await issued.getByRole('link').textContent())!.trim();
  expect(code).toMatch(/^TC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await issued.getByRole('button', { name: `Revogar certificado ${code}` }).click();
  const revoke = page.getByRole('dialog', { name: 'Revogar certificado' });
  await expect(revoke).toContainText(code);
  await revoke.getByRole('button', { name: 'Revogar certificado' }).click();
  await expect(revoke.getByText('Informe o motivo da revogação')).toBeVisible();
  await revoke.getByLabel('Motivo da revogação').fill('Prova anulada por fraude');
  await revoke.getByRole('button', { name: 'Revogar certificado' }).click();
  await expect(page.getByText('Certificado revogado.')).toBeVisible();
  await expect(revoke).toBeHidden();
  const date = todayInSaoPaulo();
  await expect(issued).toContainText(`Revogado em ${date}`);
  await expect(issued).toContainText('Motivo: Prova anulada por fraude');
  await expect(issued.getByRole('button', { name: /Revogar/ })).toHaveCount(0);

  // The public page, reached by the code typed in lower case without dashes.
  const visitor = await browser.newPage();
  await visitor.goto(`/certificado/${code.toLowerCase().replaceAll('-', '')}`);
  await expect(visitor).toHaveURL(`/certificado/${code}`);
  const alert = visitor.getByRole('alert');
  await expect(alert).toContainText('Certificado revogado');
  await expect(alert).toContainText(`Revogado em ${date}.`);
  await expect(visitor.getByText('Certificado válido')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Baixar PDF' })).toHaveCount(0);
  await expect(visitor.getByText('Prova anulada por fraude')).toHaveCount(0);
  await visitor.close();

  // The student's own certificates say it too, with nothing to download or share.
  const own = await browser.newPage();
  await signInWithSession(own, student.email, student.password);
  await own.goto('/meus-certificados');
  const card = own.getByRole('article', { name: course.title });
  await expect(card).toContainText(`Certificado revogado em ${date}`);
  await expect(card).toContainText(code);
  await expect(card.getByRole('button', { name: 'Baixar PDF' })).toHaveCount(0);
  await own.close();
});
