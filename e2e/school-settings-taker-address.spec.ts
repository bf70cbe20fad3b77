// The school's fiscal settings ask for the buyer's address on the nota fiscal: the checkout asks
// for it in a dialog only when the database refuses the order for want of it, saves it on the
// profile and opens the same order (docs/invoices.md). The setting is school-wide, so this spec
// runs after the others (the 'school-settings' project of playwright.config.ts).
import { createSoldCourse, ordersOf, payWithPixOnStandIn, VALID_CPF } from './checkout-fixtures';
import { createStudent, database } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

let before: { enabled: boolean; requires_taker_address: boolean } | undefined;

test.beforeAll(async () => {
  const sql = database();
  [before] = await sql<{ enabled: boolean; requires_taker_address: boolean }[]>`
    select enabled, requires_taker_address from public.fiscal_settings`;
  await sql`update public.fiscal_settings set enabled = true, requires_taker_address = true`;
});

test.afterAll(async () => {
  if (before) {
    await database()`
      update public.fiscal_settings
         set enabled = ${before.enabled}, requires_taker_address = ${before.requires_taker_address}`;
  }
});

test('a buyer without an address gives it in the checkout, once, and pays', async ({ page }) => {
  const course = await createSoldCourse();
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);

  await page.goto(`/checkout/curso/${course.id}`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();

  const dialog = page.getByRole('dialog', { name: 'Endereço para a nota fiscal' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A prefeitura pede o endereço de quem compra na nota fiscal.');
  // The database refused the order: nothing was opened.
  expect(await ordersOf(student.email)).toEqual([]);

  await dialog.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(dialog.getByText('CEP inválido')).toBeVisible();
  await expect(dialog.getByText('Endereço inválido')).toBeVisible();
  await expect(dialog.getByText('Cidade inválida')).toBeVisible();
  await expect(dialog.getByText('Estado inválido')).toBeVisible();

  await dialog.getByLabel('CEP').pressSequentially('01310200');
  await dialog.getByLabel('Rua').fill('Avenida Paulista');
  await dialog.getByLabel('Número').fill('1578');
  await dialog.getByLabel('Cidade', { exact: true }).fill('São Paulo');
  await dialog.getByLabel('Estado').pressSequentially('sp');
  await dialog.getByRole('button', { name: 'Salvar e continuar' }).click();

  await payWithPixOnStandIn(page);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();
  const orders = await ordersOf(student.email);
  expect(orders.map((order) => order.status)).toEqual(['paid']);
  const [profile] = await database()`
    select address_zipcode, address_street, address_number, address_city, address_state
      from public.profiles where email = ${student.email}`;
  expect(profile).toEqual({
    address_zipcode: '01310-200',
    address_street: 'Avenida Paulista',
    address_number: '1578',
    address_city: 'São Paulo',
    address_state: 'SP',
  });

  // The address is kept: the next purchase goes straight to the payment.
  const another = await createSoldCourse();
  await page.goto(`/checkout/curso/${another.id}`);
  await page.getByLabel('CPF').pressSequentially(VALID_CPF);
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento seguro (ambiente de teste)' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
