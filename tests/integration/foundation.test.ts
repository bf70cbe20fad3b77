// The local stack end to end through supabase-js: Auth, REST under RLS, Storage, Functions.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, signIn, uniqueEmail } from '../support/stack';
import { LEGAL } from '@/config/legal';

// A real 2×2 PNG (red, green, blue, white pixels).
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('local Supabase stack', () => {
  it('signs up and signs in through Auth', async () => {
    const email = uniqueEmail('cadastro');
    const visitor = anonClient();
    const signUp = await visitor.auth.signUp({
      email,
      password: 'Senha@Forte123',
      options: {
        data: { full_name: 'Maria Souza', phone: '11912345678', terms_version: LEGAL.termsVersion },
      },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();

    const client = await signIn(email, 'Senha@Forte123');
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);

    const wrong = await anonClient().auth.signInWithPassword({ email, password: 'Errada@123' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
  });

  it('reads under row-level security: own profile yes, visitor nothing', async () => {
    const user = await createUser({ fullName: 'Ana Lima' });
    const own = await user.client.from('profiles').select('id, full_name').eq('id', user.userId);
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: user.userId, full_name: 'Ana Lima' }]);

    const asVisitor = await anonClient().from('profiles').select('id').eq('id', user.userId);
    expect(asVisitor.data ?? []).toEqual([]);
  });

  it('stores an image in the public bucket and serves the same bytes by its public URL', async () => {
    const admin = await createUser({ role: 'administrador' });
    const objectPath = `general/${Date.now()}-${randomUUID().slice(0, 8)}.png`;
    const upload = await admin.client.storage
      .from('product-images')
      .upload(objectPath, TINY_PNG, { contentType: 'image/png', cacheControl: '3600', upsert: false });
    expect(upload.error).toBeNull();

    const { data } = admin.client.storage.from('product-images').getPublicUrl(objectPath);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('invokes an edge function through /functions/v1', async () => {
    const asVisitor = await anonClient().functions.invoke('create-teacher', { body: {} });
    const refusal = (asVisitor.error as { context?: Response } | null)?.context;
    expect(refusal?.status).toBe(401);
    expect(await refusal?.json()).toEqual({ code: 'not_authenticated' });

    const student = await createUser();
    const asStudent = await student.client.functions.invoke('create-teacher', { body: {} });
    const response = (asStudent.error as { context?: Response }).context;
    expect(response?.status).toBe(403);
    expect(await response?.json()).toEqual({ code: 'admin_only' });
  });
});
