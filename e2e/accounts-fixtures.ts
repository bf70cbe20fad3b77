// Fixtures for the accounts specs: fresh users created through the real Auth API (never the
// shared demo accounts, whose passwords and flags other specs rely on), direct database access
// as the superuser for assertions, and the recovery e-mails the local Auth server logs.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import postgres from 'postgres';
import { E2E_APP_URL } from '../scripts/lib/e2e-config.mjs';
import { e2eStack, test as base, expect } from './support';
import { LEGAL } from '../src/config/legal';

export const test = base;
export { expect };

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** A unique address per test: parallel workers and retries never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@contas.trilhacloud.dev`;
}

let sql: ReturnType<typeof postgres> | null = null;

/** postgres.js connected as the superuser of the e2e database (fixtures and assertions only). */
export function database() {
  sql ??= postgres(e2eStack().databaseUrl, { max: 2, onnotice: () => {} });
  return sql;
}

/** Signs a new user up through the Auth API (the trigger gives the profile and the role aluno). */
export async function createUser(
  page: Page,
  { prefix = 'aluno', password = 'Inicial@123', fullName = 'Pessoa de Teste' } = {},
): Promise<TestUser> {
  const stack = e2eStack();
  const email = uniqueEmail(prefix);
  const response = await page.request.post(`${stack.url}/auth/v1/signup`, {
    headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
    data: {
      email,
      password,
      data: { full_name: fullName, phone: '(11) 91234-5678', terms_version: LEGAL.termsVersion },
    },
  });
  expect(response.ok(), `sign up ${email}: ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { user?: { id: string }; id?: string };
  const id = body.user?.id ?? body.id;
  if (!id) throw new Error(`sign up ${email} returned no user id`);
  return { id, email, password, fullName };
}

/** Fills the login form of /auth and submits it. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Whether the browser keeps a Supabase session. */
export async function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('trilha-cloud-auth'));
}

/**
 * The recovery link the local Auth server "sent" to this address, read from the stack's log.
 * The logged link points at site_url (the app), which does not serve /auth/v1; the same token
 * is verified by the stack itself, redirecting to the allow-listed /reset-password like the
 * hosted service does. `redirectPath` replaces /reset-password, as when a redirect URL is not
 * allow-listed and the service falls back to the site root.
 */
export async function readRecoveryLink(email: string, redirectPath = '/reset-password'): Promise<string> {
  const { authLogFile, url } = e2eStack();
  let token: string | null = null;
  await expect
    .poll(
      () => {
        const log = readFileSync(authLogFile, 'utf8');
        const start = log.lastIndexOf(email);
        if (start === -1) return null;
        const match = /\/auth\/v1\/verify\?token=([^&\s"'<>]+)&(?:amp;)?type=recovery/.exec(log.slice(start));
        token = match?.[1] ?? null;
        return token;
      },
      { message: `recovery e-mail for ${email} in ${authLogFile}`, timeout: 10_000 },
    )
    .not.toBeNull();
  const verify = new URL('/auth/v1/verify', url);
  verify.searchParams.set('token', decodeURIComponent(token!));
  verify.searchParams.set('type', 'recovery');
  verify.searchParams.set('redirect_to', `${E2E_APP_URL}${redirectPath}`);
  return verify.toString();
}
