// Sign-up on /auth?mode=signup: fields, masks, messages, what is
// stored where, and the duplicate e-mail.
import type { Page } from '@playwright/test';
import { createUser, database, expect, test, uniqueEmail } from './accounts-fixtures';

interface SignUpData {
  fullName: string;
  phone: string;
  email: string;
  password: string;
  street: string;
  number: string;
  city: string;
  state: string;
  zipcode: string;
  income: string;
}

const base: Omit<SignUpData, 'email'> = {
  fullName: 'Beatriz Nuvem',
  phone: '11987654321',
  password: 'Cadastro@2026',
  street: 'Avenida Paulista',
  number: '1578',
  city: 'São Paulo',
  state: 'sp',
  zipcode: '01310200',
  income: '',
};

async function fillSignUp(page: Page, data: SignUpData) {
  await page.getByLabel('Nome completo').fill(data.fullName);
  await page.getByLabel('Telefone').pressSequentially(data.phone);
  await page.getByLabel('Email').fill(data.email);
  await page.getByLabel('Senha', { exact: true }).fill(data.password);
  await page.getByLabel('Confirmar senha').fill(data.password);
  await page.getByLabel('CEP').pressSequentially(data.zipcode);
  await page.getByLabel('Rua').fill(data.street);
  await page.getByLabel('Número').fill(data.number);
  await page.getByLabel('Cidade', { exact: true }).fill(data.city);
  await page.getByLabel('Estado').pressSequentially(data.state);
  if (data.income) await page.getByLabel('Renda familiar (opcional)').fill(data.income);
  await page
    .getByRole('checkbox', { name: 'Li e aceito os Termos de Uso e a Política de Privacidade' })
    .check();
}

test('?mode=signup opens sign-up, and the links toggle between the modes', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await expect(page).toHaveTitle(/Criar conta/);
  await page.getByRole('link', { name: 'Entrar', exact: true }).last().click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('link', { name: 'Cadastre-se' }).click();
  await expect(page).toHaveURL('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
});

test('every field, its autocomplete and the masks while typing', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  const expected: [string, string, Record<string, string>][] = [
    ['Nome completo', 'name', {}],
    ['Telefone', 'tel', { type: 'tel' }],
    ['Email', 'email', { type: 'email' }],
    ['Senha', 'new-password', { type: 'password' }],
    ['Confirmar senha', 'new-password', { type: 'password' }],
    ['CEP', 'postal-code', {}],
    ['Rua', 'address-line1', {}],
    ['Cidade', 'address-level2', {}],
    ['Estado', 'address-level1', { maxlength: '2' }],
    ['Renda familiar (opcional)', 'off', { type: 'number', step: '0.01', min: '0' }],
  ];
  for (const [label, autocomplete, attributes] of expected) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field, label).toHaveAttribute('autocomplete', autocomplete);
    for (const [name, value] of Object.entries(attributes)) {
      await expect(field, `${label} ${name}`).toHaveAttribute(name, value);
    }
  }
  await expect(page.getByLabel('Número')).toBeVisible();

  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('Telefone').fill('');
  await page.getByLabel('Telefone').pressSequentially('1134567890');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3456-7890');
  await page.getByLabel('CEP').pressSequentially('01310100');
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await page.getByLabel('Estado').pressSequentially('rj');
  await expect(page.getByLabel('Estado')).toHaveValue('RJ');

  // Show/hide password.
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('Segredo@1');
  await page.getByRole('button', { name: 'Mostrar senha' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Segredo@1');
  await page.getByRole('button', { name: 'Ocultar senha' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('an empty or wrong form shows the message of each field', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  for (const message of [
    'Nome deve ter no mínimo 2 caracteres',
    'Telefone inválido',
    'Email inválido',
    'A senha deve ter no mínimo 8 caracteres',
    'Confirme a senha',
    'Endereço inválido',
    'Cidade inválida',
    'Estado inválido',
    'CEP inválido',
    'Para criar a conta, leia e aceite os Termos de Uso e a Política de Privacidade.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Nome completo')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Senha', { exact: true }).fill('semmaiuscula@1');
  await page.getByLabel('Confirmar senha').fill('outra');
  await page.getByLabel('Estado').pressSequentially('s');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('A senha deve conter pelo menos uma letra maiúscula')).toBeVisible();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await expect(page.getByText('Estado inválido')).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=signup');
});

test('sign-up with family income: lands on /dashboard, address and income stored', async ({ page }) => {
  const email = uniqueEmail('cadastro-renda');
  await page.goto('/auth?mode=signup');
  await fillSignUp(page, { ...base, email, income: '4250.75' });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso! Você já está conectado.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Minha Conta' })).toBeVisible();

  const sql = database();
  const [profile] = await sql`
    select p.*, r.role from public.profiles p join public.user_roles r on r.user_id = p.id
    where p.email = ${email}`;
  expect(profile).toMatchObject({
    full_name: 'Beatriz Nuvem',
    phone: '(11) 98765-4321',
    address_street: 'Avenida Paulista',
    address_number: '1578',
    address_city: 'São Paulo',
    address_state: 'SP',
    address_zipcode: '01310-200',
    is_active: true,
    role: 'aluno',
  });
  const income =
    await sql`select family_income from public.sensitive_user_data where user_id = ${profile!.id}`;
  expect(income.map((row) => Number(row.family_income))).toEqual([4250.75]);
});

test('sign-up without family income stores no income row', async ({ page }) => {
  const email = uniqueEmail('cadastro-sem-renda');
  await page.goto('/auth?mode=signup');
  await fillSignUp(page, { ...base, email, number: '', income: '' });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL('/dashboard');

  const sql = database();
  const [profile] =
    await sql`select id, address_number, address_city from public.profiles where email = ${email}`;
  expect(profile).toMatchObject({ address_number: null, address_city: 'São Paulo' });
  const income = await sql`select 1 from public.sensitive_user_data where user_id = ${profile!.id}`;
  expect(income).toHaveLength(0);
});

test('sign-up with an e-mail already registered: "Este email já está cadastrado"', async ({ page }) => {
  const existing = await createUser(page, { prefix: 'duplicado' });
  await page.goto('/auth?mode=signup');
  await fillSignUp(page, { ...base, email: existing.email });
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Este email já está cadastrado')).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=signup');
  expect(await page.evaluate(() => localStorage.getItem('trilha-cloud-auth'))).toBeNull();
  const users = await database()`select id from auth.users where email = ${existing.email}`;
  expect(users).toHaveLength(1);
});
