// The nota fiscal end to end (docs/invoices.md, docs/fiscal-provider.md): a buyer pays a course
// with Pix on the payment stand-in; the webhook issues the NFS-e at the stand-in of Focus NFe
// within seconds, and 'Minhas compras' and the receipt say 'Nota fiscal nº … emitida' with the
// PDF and XML the provider serves.
import { createSoldCourse, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent, database } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

test('a buyer pays with Pix and finds the nota fiscal, with its PDF, in Minhas compras', async ({ page }) => {
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);

  await page.goto(`/checkout/curso/${course.id}`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();

  await page.goto('/minhas-compras');
  const order = page.getByRole('article', { name: course.title });
  await expect(order).toContainText('Pago');
  // Issued in the background after the payment: a reload shows it once the provider authorised it.
  await expect(async () => {
    await page.reload();
    await expect(order.getByText(/^Nota fiscal nº \d+ emitida$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  const [invoice] = await database()<{ number: string; pdf_url: string; xml_url: string }[]>`
    select i.number, i.pdf_url, i.xml_url
      from public.invoices i join public.orders o on o.id = i.order_id
      join public.profiles p on p.id = o.user_id
     where p.email = ${student.email}`;
  await expect(order.getByText(`Nota fiscal nº ${invoice!.number} emitida`, { exact: true })).toBeVisible();
  const pdf = order.getByRole('link', { name: 'PDF da nota fiscal' });
  await expect(pdf).toHaveAttribute('href', invoice!.pdf_url);
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(order.getByRole('link', { name: 'XML da nota fiscal' })).toHaveAttribute(
    'href',
    invoice!.xml_url,
  );
  const document = await page.request.get(invoice!.pdf_url);
  expect(document.headers()['content-type']).toBe('application/pdf');
  expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await order.getByRole('link', { name: /Ver recibo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo' })).toBeVisible();
  await expect(page.getByText(`Nota fiscal nº ${invoice!.number} emitida`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF da nota fiscal' })).toHaveAttribute(
    'href',
    invoice!.pdf_url,
  );
});
