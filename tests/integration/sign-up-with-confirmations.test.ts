// Sign-up with e-mail confirmation on (the hosted default): no session comes back, yet the
// address and the optional family income typed in the form are kept, through the one-time ticket
// of submit_sign_up_details, and the income never travels in a token or in the Auth metadata.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL } from '@/config/legal';
import type { Database } from '@/lib/database.types';
import { startStack, type RunningStack } from '../../scripts/lib/stack.mjs';
import { signUpSuccessMessage } from '@/features/auth/api/sign-up';
import { anonClient, uniqueEmail } from '../support/stack';

let stack: RunningStack;
let sql: ReturnType<typeof postgres>;

beforeAll(async () => {
  stack = await startStack({ name: 'confirmations', emailConfirmations: true });
  sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
});

afterAll(async () => {
  await sql?.end();
  await stack?.stop();
});

const client = () =>
  createClient<Database>(stack.url, stack.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

const PASSWORD = 'Senha@Forte123';

function drawTicket() {
  const ticket = randomBytes(32).toString('hex');
  return { ticket, hash: createHash('sha256').update(ticket).digest('hex') };
}

/** A sign-up as the form sends it: the ticket's hash in the metadata, nothing else personal. */
async function signUp(email: string, hash: string) {
  return client().auth.signUp({
    email,
    password: PASSWORD,
    options: {
      data: {
        full_name: 'Pessoa Confirmando',
        phone: '11987654321',
        terms_version: LEGAL.termsVersion,
        sign_up_ticket_hash: hash,
      },
    },
  });
}

const details = (userId: string, ticket: string) => ({
  p_user_id: userId,
  p_ticket: ticket,
  p_address_street: 'Avenida Paulista',
  p_address_number: '1578',
  p_address_city: 'São Paulo',
  p_address_state: 'SP',
  p_address_zipcode: '01310-200',
  p_family_income: 4321.5,
});

async function storedDetails(userId: string) {
  const [row] = await sql<{ street: string | null; state: string | null; income: string | null }[]>`
    select p.address_street as street, p.address_state as state,
           (select s.family_income::text from public.sensitive_user_data s where s.user_id = p.id) as income
    from public.profiles p where p.id = ${userId}`;
  return row;
}

/** Confirms the address with the link the local Auth server "sent" (printed to the stack's log). */
async function confirmFromLog(email: string) {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const log = readFileSync(stack.authLogFile, 'utf8');
        const start = log.lastIndexOf(email);
        if (start === -1) return null;
        const match = /\/auth\/v1\/verify\?token=([^&\s"'<>]+)&(?:amp;)?type=(signup|email)/.exec(
          log.slice(start),
        );
        link = match ? `${stack.url}/auth/v1/verify?token=${match[1]}&type=${match[2]}` : null;
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  const answer = await fetch(link!, { redirect: 'manual' });
  expect(answer.status).toBeLessThan(400);
}

describe('sign-up with e-mail confirmation on', () => {
  it("the toast follows Auth's real answer: no session and an e-mail sent here, a session and none with confirmation off", async () => {
    const email = uniqueEmail('aviso-confirmacao');
    const { hash } = drawTicket();
    const { data, error } = await signUp(email, hash);
    expect(error).toBeNull();
    expect(signUpSuccessMessage({ session: data.session })).toBe(
      'Conta criada com sucesso! Verifique seu email.',
    );
    await confirmFromLog(email);

    // The suite's own stack runs with confirmation off, as npm run dev does.
    const direct = await anonClient().auth.signUp({
      email: uniqueEmail('aviso-sessao'),
      password: PASSWORD,
      options: {
        data: { full_name: 'Pessoa Direta', phone: '11987654321', terms_version: LEGAL.termsVersion },
      },
    });
    expect(direct.error).toBeNull();
    expect(signUpSuccessMessage({ session: direct.data.session })).toBe(
      'Conta criada com sucesso! Você já está conectado.',
    );
  });

  it('gives no session, keeps the address and the income, and the token holds no income', async () => {
    const email = uniqueEmail('confirmacao');
    const { ticket, hash } = drawTicket();
    const { data, error } = await signUp(email, hash);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const userId = data.user!.id;

    const submitted = await client().rpc('submit_sign_up_details', details(userId, ticket));
    expect(submitted.error).toBeNull();
    expect(await storedDetails(userId)).toEqual({
      street: 'Avenida Paulista',
      state: 'SP',
      income: '4321.50',
    });

    // Not before confirming; after it, the person signs in and finds everything.
    const early = await client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
    await confirmFromLog(email);
    const person = client();
    const signedIn = await person.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const exported = await person.rpc('export_my_data');
    expect(exported.error).toBeNull();
    expect(JSON.stringify(exported.data)).toContain('Avenida Paulista');
    expect(JSON.stringify(exported.data)).toContain('4321.5');

    const token = signedIn.data.session!.access_token;
    const claims = Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8');
    // (Checked as the value and the key: a random hash may well contain the digits 4321.)
    for (const secret of ['4321.5', 'income', 'renda']) expect(claims).not.toContain(secret);
    const [auth] = await sql<
      { meta: string }[]
    >`select raw_user_meta_data::text as meta from auth.users where id = ${userId}`;
    for (const secret of ['4321.5', 'income', 'renda']) expect(auth!.meta).not.toContain(secret);
  });

  it('denied: the ticket works once, only for its own account, and a wrong one writes nothing', async () => {
    const [first, second] = [drawTicket(), drawTicket()];
    const a = await signUp(uniqueEmail('bilhete-a'), first.hash);
    const b = await signUp(uniqueEmail('bilhete-b'), second.hash);
    const [idA, idB] = [a.data.user!.id, b.data.user!.id];

    // Someone else's ticket, or a guessed one, for account B.
    for (const ticket of [first.ticket, 'f'.repeat(64), '']) {
      const refused = await client().rpc('submit_sign_up_details', details(idB, ticket));
      expect(refused.error?.code).toBe('P0001');
      expect(refused.error?.message).toBe('sign_up_ticket_invalid');
    }
    expect(await storedDetails(idB)).toEqual({ street: null, state: null, income: null });

    // Allowed: B's own ticket, once.
    expect((await client().rpc('submit_sign_up_details', details(idB, second.ticket))).error).toBeNull();
    const again = await client().rpc('submit_sign_up_details', {
      ...details(idB, second.ticket),
      p_family_income: 1,
    });
    expect(again.error?.message).toBe('sign_up_ticket_invalid');
    expect(await storedDetails(idB)).toEqual({ street: 'Avenida Paulista', state: 'SP', income: '4321.50' });
    expect(await storedDetails(idA)).toEqual({ street: null, state: null, income: null });
  });

  it('denied: an expired ticket', async () => {
    const { ticket, hash } = drawTicket();
    const { data } = await signUp(uniqueEmail('bilhete-vencido'), hash);
    await sql`update private.sign_up_tickets set expires_at = now() - interval '1 second' where user_id = ${data.user!.id}`;
    const refused = await client().rpc('submit_sign_up_details', details(data.user!.id, ticket));
    expect(refused.error?.message).toBe('sign_up_ticket_invalid');
    expect(await storedDetails(data.user!.id)).toEqual({ street: null, state: null, income: null });
  });
});
