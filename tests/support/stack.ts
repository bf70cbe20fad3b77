// Clients and fixtures for integration tests against the local Supabase started by global-setup.
// Access rules are always exercised with the publishable key (and a user's JWT), like a browser.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '@/lib/database.types';
import { LEGAL } from '@/config/legal';

export const stack = inject('stack');

export type TypedClient = SupabaseClient<Database>;
export type Role = 'aluno' | 'professor' | 'administrador';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A visitor: publishable key, no session. */
export function anonClient(): TypedClient {
  return createClient<Database>(stack.url, stack.publishableKey, clientOptions);
}

/** service_role: bypasses RLS. Only for fixtures, never to prove an access rule. */
export function serviceClient(): TypedClient {
  return createClient<Database>(stack.url, stack.secretKey, clientOptions);
}

/** Superuser connection for fixtures and assertions on what really is in the database. */
export const sql = postgres(stack.databaseUrl, { max: 4, idle_timeout: 5, onnotice: () => {} });

/**
 * The renewal job (renew-subscriptions) claims every card of the shared database whose amount at
 * the provider is stale, for two minutes: a test elsewhere that expects its own function call to
 * update a card's amount at once would find it claimed. The files that run the job and those that
 * check that take turns: called at a file's top level, it holds a session advisory lock (on a
 * connection of its own) from before the file's first test to after its last.
 */
export function takeTurnsWithRenewalJob() {
  const connection = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
  // The other file may hold the turn for as long as its tests take on a loaded machine.
  beforeAll(async () => {
    await connection`select pg_advisory_lock(hashtext('tests: renewal job'))`;
  }, 600_000);
  afterAll(async () => {
    await connection`select pg_advisory_unlock(hashtext('tests: renewal job'))`;
    await connection.end();
  });
}

export function uniqueEmail(prefix = 'pessoa') {
  return `${prefix}-${randomUUID().slice(0, 12)}@teste.trilhacloud.dev`;
}

export function uniqueSlug(prefix = 'curso') {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export interface TestUser {
  client: TypedClient;
  userId: string;
  email: string;
  password: string;
}

/** Signs a user up through Auth (as the app does), sets the role as superuser, returns a signed-in client. */
export async function createUser(
  options: { role?: Role; fullName?: string; phone?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.role ?? 'aluno');
  const password = options.password ?? 'Senha@Forte123';
  const client = anonClient();
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: {
      data: {
        full_name: options.fullName ?? 'Pessoa de Teste',
        phone: options.phone ?? '11987654321',
        terms_version: LEGAL.termsVersion,
      },
    },
  });
  if (error || !data.user || !data.session)
    throw new Error(`signUp failed: ${error?.message ?? 'no session'}`);
  const userId = data.user.id;
  if (options.role && options.role !== 'aluno') {
    await sql`update public.user_roles set role = ${options.role} where user_id = ${userId}`;
  }
  return { client, userId, email, password };
}

/** A new client signed in with an existing account (e.g. a seeded demo user). */
export async function signIn(email: string, password: string): Promise<TypedClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`signIn failed for ${email}: ${error.message}`);
  return client;
}

/** The local Auth server prints e-mails (e.g. password recovery links) to its log. */
export function readAuthLog(): string {
  return readFileSync(stack.authLogFile, 'utf8');
}
