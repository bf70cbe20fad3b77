// The password rules and secure_password_change of supabase/config.toml, enforced by Auth itself
// (not only by the forms): exercised through the Auth API with the publishable key, as an attacker
// with curl or supabase-js would.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ensureLocalKeys } from '../../scripts/lib/local-keys.mjs';
import { authErrorMessage } from '@/features/auth/utils/auth-errors';
import { firstPasswordError, WEAK_PASSWORD_MESSAGE } from '@/rules/password-rules';
import { anonClient, createUser, readAuthLog, signIn, sql, stack, uniqueEmail } from '../support/stack';
import { LEGAL } from '@/config/legal';

const profile = {
  data: { full_name: 'Pessoa de Teste', phone: '11987654321', terms_version: LEGAL.termsVersion },
};

async function signUp(password: string) {
  return anonClient().auth.signUp({ email: uniqueEmail('senha'), password, options: profile });
}

describe('password_requirements = "lower_upper_letters_digits_symbols"', () => {
  it('refuses sign-up with a password missing a class of characters', async () => {
    for (const password of ['abcdefgh', 'Abcdefg!']) {
      const { data, error } = await signUp(password);
      expect(error?.code, password).toBe('weak_password');
      expect(data.session, password).toBeNull();
    }
  });

  it('accepts sign-up with lowercase, uppercase, digit and symbol', async () => {
    const { data, error } = await signUp('Abcdef1!');
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('a symbol the form accepts but Auth does not count is explained in Portuguese', async () => {
    // The forms' rule is "any non-alphanumeric character"; Auth's symbol set is smaller.
    const password = 'Senha123.';
    expect(firstPasswordError(password)).toBeNull();
    const { error } = await signUp(password);
    expect(error?.code).toBe('weak_password');
    expect(authErrorMessage(error)).toBe(WEAK_PASSWORD_MESSAGE);
  });

  it('refuses a weak new password on updateUser and accepts a strong one', async () => {
    const user = await createUser();
    const weak = await user.client.auth.updateUser({ password: 'Abcdefg!' });
    expect(weak.error?.code).toBe('weak_password');
    await expect(signIn(user.email, 'Abcdefg!')).rejects.toThrow('Invalid login credentials');

    const strong = await user.client.auth.updateUser({ password: 'Nova@Senha1' });
    expect(strong.error).toBeNull();
    await expect(signIn(user.email, 'Nova@Senha1')).resolves.toBeDefined();
  });
});

/** A UUIDv7 (lite's session ids) for a moment in the past. */
function uuidV7At(milliseconds: number) {
  const hex =
    milliseconds.toString(16).padStart(12, '0') + '7' + randomBytes(10).toString('hex').slice(0, 19);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${'8' + hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A client holding a session that began 25 hours ago. A test cannot wait a day, so it writes the
 * session row and signs the access token lite would have issued for it (same claims, same local
 * JWT secret); everything after that is the real Auth server.
 */
async function clientWithDayOldSession(user: Awaited<ReturnType<typeof createUser>>) {
  const { data } = await user.client.auth.getSession();
  const accessToken = data.session!.access_token;
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8'));
  const startedAt = Date.now() - 25 * 60 * 60 * 1000;
  const sessionId = uuidV7At(startedAt);
  await sql`
    insert into auth.sessions (id, user_id, created_at, updated_at)
    values (${sessionId}, ${user.userId}, ${new Date(startedAt)}, ${new Date(startedAt)})`;
  const now = Math.floor(Date.now() / 1000);
  const payload = { ...claims, session_id: sessionId, iat: now, exp: now + 3600 };
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}`;
  const signature = createHmac('sha256', ensureLocalKeys().jwtSecret).update(unsigned).digest('base64url');
  const client = anonClient();
  const { error } = await client.auth.setSession({
    access_token: `${unsigned}.${signature}`,
    refresh_token: data.session!.refresh_token,
  });
  if (error) throw error;
  return client;
}

/** The reauthentication code the local Auth server "e-mailed" to this address. */
async function readReauthenticationNonce(email: string) {
  await expect.poll(() => readAuthLog().lastIndexOf(email), { timeout: 10_000 }).toBeGreaterThan(-1);
  const mail = readAuthLog().slice(readAuthLog().lastIndexOf(email));
  const nonce = /\b(\d{6})\b/.exec(mail)?.[1];
  if (!nonce) throw new Error(`no reauthentication code for ${email} in the Auth log`);
  return nonce;
}

describe('secure_password_change = true', () => {
  it('lets a session younger than 24 hours change the password without a nonce', async () => {
    const user = await createUser();
    const { error } = await user.client.auth.updateUser({ password: 'Recente@2026' });
    expect(error).toBeNull();
    await expect(signIn(user.email, 'Recente@2026')).resolves.toBeDefined();
  });

  it('refuses a day-old session without a valid nonce, accepts it with the e-mailed one', async () => {
    const user = await createUser();
    const client = await clientWithDayOldSession(user);

    const withoutNonce = await client.auth.updateUser({ password: 'Antiga@2026' });
    expect(withoutNonce.error?.code).toBe('reauthentication_needed');
    expect(withoutNonce.error?.message).toBe('Password update requires reauthentication');

    const { error: reauthenticateError } = await client.auth.reauthenticate();
    expect(reauthenticateError).toBeNull();
    const nonce = await readReauthenticationNonce(user.email);
    const wrongNonce = String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
    const withWrongNonce = await client.auth.updateUser({ password: 'Antiga@2026', nonce: wrongNonce });
    expect(withWrongNonce.error?.code).toBe('reauthentication_not_valid');
    await expect(signIn(user.email, 'Antiga@2026')).rejects.toThrow('Invalid login credentials');

    const withNonce = await client.auth.updateUser({ password: 'Antiga@2026', nonce });
    expect(withNonce.error).toBeNull();
    await expect(signIn(user.email, 'Antiga@2026')).resolves.toBeDefined();
  });

  it('sends the refusal with CORS headers, so an app on another origin can read it', async () => {
    const user = await createUser();
    const client = await clientWithDayOldSession(user);
    const { data } = await client.auth.getSession();
    const appOrigin = 'http://127.0.0.1:4173';
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.publishableKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
        origin: appOrigin,
      },
      body: JSON.stringify({ password: 'Antiga@2026' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
  });
});
