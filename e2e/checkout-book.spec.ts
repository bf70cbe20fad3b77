// An e-book bought with boleto on the stand-in: 'Pagamento confirmado' offers its download, and
// 'Minhas compras' downloads it again through a link the download-book function signs for a
// minute (the browser never signs one itself: docs/payments.md, "E-book links").
import { readFile } from 'node:fs/promises';
import { BOOK_PDF, createBookWithFile, ordersOf, VALID_CPF } from './checkout-fixtures';
import { createStudent } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const NBSP = '\u00a0';

test('an e-book bought with boleto is downloaded by a short-lived signed link', async ({ page }) => {
  const book = await createBookWithFile(page);
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);

  await page.goto(`/checkout/livro/${book.id}`);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText(book.title);
  await expect(summary).toContainText('E-book de Renata Lima');
  await expect(summary).toContainText(`R$${NBSP}59,90`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByText('Compensação em até 3 dias úteis após o pagamento.').click();
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page.getByText('Linha digitável')).toBeVisible();
  const standInPayment = page.url();
  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
  // Not paid yet: the page waits for the confirmation and says how long a boleto takes.
  await expect(page.getByRole('heading', { name: 'Aguardando a confirmação do pagamento' })).toBeVisible();
  await expect(page.getByText(/O boleto é compensado em até 3 dias úteis/)).toBeVisible();
  const returnPage = page.url();

  await page.goto(standInPayment);
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await page.goto(returnPage);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  expect(await ordersOf(student.email)).toEqual([
    expect.objectContaining({ status: 'paid', method: 'boleto', amount: '59.90' }),
  ]);

  const signedByBrowser: string[] = [];
  page.on('request', (request) => {
    // Signing is a POST there; the GET with ?token= is the link being read.
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/sign/'))
      signedByBrowser.push(request.url());
  });
  const asked = page.waitForResponse((response) => response.url().includes('/functions/v1/download-book'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Baixar o livro/ }).click();
  const answer = await asked;
  expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ bookId: book.id });
  expect(await answer.json()).toMatchObject({ expires_in: 60, file_name: `${book.title}.pdf` });
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${book.title}.pdf`);
  expect((await readFile((await file.path())!)).equals(BOOK_PDF)).toBe(true);

  await page.goto('/minhas-compras');
  const order = page.getByRole('article', { name: book.title });
  await expect(order).toContainText('Pago');
  await expect(order).toContainText('Boleto');
  const again = page.waitForEvent('download');
  await order.getByRole('button', { name: /^Baixar/ }).click();
  expect((await again).suggestedFilename()).toBe(`${book.title}.pdf`);
  expect(signedByBrowser).toEqual([]);
});
