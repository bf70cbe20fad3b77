// Where each account comes from, and the acceptance of a newer version of the terms: a self
// sign-up has a consent row, an account made by an administrador (create-teacher) or by the seed
// is marked as such instead; accept_current_terms records only the caller's own acceptance.
import { describe, expect, it } from 'vitest';
import { LEGAL } from '@/config/legal';
import { anonClient, createUser, serviceClient, sql, uniqueEmail } from '../../support/stack';
import { expectError } from './fixtures';

async function originOf(userId: string) {
  const [row] = await sql<{ account_origin: string }[]>`
    select account_origin from public.profiles where id = ${userId}`;
  return row?.account_origin ?? null;
}

async function consentsOf(userId: string) {
  const rows = await sql<{ terms_version: string }[]>`
    select terms_version from public.consents where user_id = ${userId} order by terms_version`;
  return rows.map((row) => row.terms_version);
}

describe('the origin of an account', () => {
  it('a self sign-up is a cadastro, with its consent row', async () => {
    const user = await createUser();
    expect(await originOf(user.userId)).toBe('cadastro');
    expect(await consentsOf(user.userId)).toEqual([LEGAL.termsVersion]);
  });

  it('the demo accounts of the seed are marked demonstracao and have no consent row', async () => {
    const rows = await sql<{ email: string; account_origin: string; consents: number }[]>`
      select p.email, p.account_origin,
             (select count(*)::int from public.consents c where c.user_id = p.id) as consents
      from public.profiles p
      where p.email like '%@trilhacloud.dev' or p.email like '%@nuvemconsultoria.com.br'
      order by p.email`;
    expect(rows).toEqual(
      [
        'admin@trilhacloud.dev',
        'aluno@trilhacloud.dev',
        'ana@nuvemconsultoria.com.br',
        'bruno@nuvemconsultoria.com.br',
        'carla@nuvemconsultoria.com.br',
        'gestor@trilhacloud.dev',
        'professor@trilhacloud.dev',
      ].map((email) => ({ email, account_origin: 'demonstracao', consents: 0 })),
    );
  });

  it('an e-mail reserved by trusted code signs up without terms and is marked administrador', async () => {
    const email = uniqueEmail('professora');
    const reserved = await serviceClient().rpc('reserve_account_origin', {
      p_email: email.toUpperCase(),
      p_origin: 'administrador',
    });
    expect(reserved.error).toBeNull();
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'Senha@Forte123',
      options: { data: { full_name: 'Professora Criada' } },
    });
    expect(error).toBeNull();
    expect(await originOf(data.user!.id)).toBe('administrador');
    expect(await consentsOf(data.user!.id)).toEqual([]);
    // The reservation is spent: the next sign-up with another address needs the terms again.
    const again = await anonClient().auth.signUp({
      email: uniqueEmail('depois'),
      password: 'Senha@Forte123',
      options: { data: { full_name: 'Sem Reserva' } },
    });
    expect(again.error?.status).toBe(422);
  });

  it('anon and authenticated cannot reserve an origin', async () => {
    const user = await createUser();
    for (const client of [anonClient(), user.client]) {
      const result = await client.rpc('reserve_account_origin', {
        p_email: uniqueEmail('atalho'),
        p_origin: 'administrador',
      });
      expect(result.error?.code).toBe('42501');
    }
  });

  it('the owner cannot change their own origin', async () => {
    const user = await createUser();
    const result = await user.client
      .from('profiles')
      .update({ account_origin: 'administrador' } as never)
      .eq('id', user.userId)
      .select('id');
    expect(result.error?.code).toBe('42501');
    expect(await originOf(user.userId)).toBe('cadastro');
  });
});

describe('accept_current_terms', () => {
  it('allowed: a person who accepted an older version accepts the one in force', async () => {
    const user = await createUser();
    await sql`update public.consents set terms_version = '2026-11-23' where user_id = ${user.userId}`;
    const { error } = await user.client.rpc('accept_current_terms', { p_terms_version: LEGAL.termsVersion });
    expect(error).toBeNull();
    expect(await consentsOf(user.userId)).toEqual(['2026-11-23', LEGAL.termsVersion]);
    // Accepting twice changes nothing.
    expect(
      (await user.client.rpc('accept_current_terms', { p_terms_version: LEGAL.termsVersion })).error,
    ).toBeNull();
    expect(await consentsOf(user.userId)).toEqual(['2026-11-23', LEGAL.termsVersion]);
  });

  it('allowed while deactivated (it only adds a consent)', async () => {
    const user = await createUser();
    await sql`update public.consents set terms_version = '2026-11-23' where user_id = ${user.userId}`;
    await sql`update public.profiles set is_active = false where id = ${user.userId}`;
    expect(
      (await user.client.rpc('accept_current_terms', { p_terms_version: LEGAL.termsVersion })).error,
    ).toBeNull();
    expect(await consentsOf(user.userId)).toEqual(['2026-11-23', LEGAL.termsVersion]);
  });

  it('denied: another version than the one in force', async () => {
    const user = await createUser();
    const result = await user.client.rpc('accept_current_terms', { p_terms_version: '2026-11-23' });
    expectError(result, 'P0001', 'terms_version_outdated');
    expect(await consentsOf(user.userId)).toEqual([LEGAL.termsVersion]);
  });

  it('denied: anon, and an acceptance forged for someone else', async () => {
    const [victim, attacker] = await Promise.all([createUser(), createUser()]);
    await sql`delete from public.consents where user_id = ${victim.userId}`;
    expectError(
      await anonClient().rpc('accept_current_terms', { p_terms_version: LEGAL.termsVersion }),
      '42501',
    );
    // The function takes no user: naming the victim is not even a valid call.
    const forged = await attacker.client.rpc('accept_current_terms', {
      p_terms_version: LEGAL.termsVersion,
      p_user_id: victim.userId,
    } as never);
    expect(forged.error?.code).toBe('PGRST202');
    expect(await consentsOf(victim.userId)).toEqual([]);
    // Nor through the table.
    const inserted = await attacker.client
      .from('consents')
      .insert({ user_id: victim.userId, terms_version: LEGAL.termsVersion } as never);
    expect(inserted.error?.code).toBe('42501');
    expect(await consentsOf(victim.userId)).toEqual([]);
    // And the victim's consent rows are not readable by the attacker.
    await sql`insert into public.consents (user_id, terms_version) values (${victim.userId}, '2026-11-23')`;
    const read = await attacker.client.from('consents').select('user_id').eq('user_id', victim.userId);
    expect(read.data).toEqual([]);
  });
});

// Hosted Auth calls this hook with the user about to be created; lite has no hooks, so the test
// calls the function as Auth would (as the database owner) and as the API roles would.
describe('before_user_created_hook (hosted Auth: a refusal is a 422, not a 500)', () => {
  const event = (email: string, metadata: Record<string, unknown>) => ({
    metadata: { name: 'before-user-created', ip_address: '127.0.0.1' },
    user: { email, user_metadata: metadata },
  });
  async function askHook(payload: unknown) {
    const [row] = await sql<{ answer: unknown }[]>`
      select public.before_user_created_hook(${sql.json(payload as never)}) as answer`;
    return row!.answer;
  }

  it('refuses a self sign-up without the terms or with an older version, with 422 and the reason', async () => {
    expect(await askHook(event(uniqueEmail('sem-termos'), { full_name: 'Sem Termos' }))).toEqual({
      error: { http_code: 422, message: 'terms_version_missing' },
    });
    expect(await askHook(event(uniqueEmail('termos-antigos'), { terms_version: '2020-01-01' }))).toEqual({
      error: { http_code: 422, message: 'terms_version_outdated' },
    });
  });

  it('lets through the terms in force, and an e-mail reserved by trusted code without terms', async () => {
    expect(await askHook(event(uniqueEmail('termos'), { terms_version: LEGAL.termsVersion }))).toEqual({});
    const email = uniqueEmail('reservado');
    await sql`
      insert into private.account_origin_reservations (email, origin, expires_at)
      values (${email}, 'administrador', now() + interval '5 minutes')`;
    expect(await askHook(event(email, {}))).toEqual({});
  });

  it('is not callable through the API by anon or a signed-in user', async () => {
    const user = await createUser();
    for (const client of [anonClient(), user.client]) {
      const { error } = await client.rpc(
        'before_user_created_hook' as never,
        {
          event: event(uniqueEmail('api'), {}),
        } as never,
      );
      expect(error?.code).toBe('42501');
    }
  });
});
