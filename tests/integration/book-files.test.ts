// E-book files in the private bucket book-files: administrators upload them; only the
// download-book function signs a link, for 60 seconds, after checking the live purchase in the
// database; no buyer signs or reads them through Storage (docs/payments.md, "E-book links").
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookLinkSchema } from '@/features/purchases/api/download-book';
import { parseAnswer } from '@/lib/api/answer';
import { anonClient, createUser, sql, stack, type TestUser } from '../support/stack';
import { paymentEvent, startOrder } from './database/payments-fixtures';

const BUCKET = 'book-files';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// Raw bytes, as the app's uploads send them (a Blob goes as multipart, which the local server refuses).
const pdf = () => new Uint8Array(PDF).buffer;
const TEN_YEARS = 10 * 365 * 24 * 60 * 60;

async function tokenOf(user: TestUser | null) {
  return user ? (await user.client.auth.getSession()).data.session?.access_token : undefined;
}

/**
 * Asks Storage's sign endpoint directly for a link as `user`, with the lifetime the browser
 * chooses. Called directly: the local server answers `signedUrl` (with the /storage/v1 prefix)
 * where hosted Storage answers `signedURL` (without it), and supabase-js reads only the latter.
 */
async function signLink(user: TestUser | null, path: string, expiresIn = 60) {
  const token = await tokenOf(user);
  const response = await fetch(`${stack.url}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.publishableKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ expiresIn }),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { signedUrl?: string; signedURL?: string };
  return body.signedUrl ? `${stack.url}${body.signedUrl}` : `${stack.url}/storage/v1${body.signedURL}`;
}

/** The download-book function, called as the app calls it (publishable key, the user's token). */
async function downloadBook(user: TestUser | null, body: unknown) {
  const token = await tokenOf(user);
  const response = await fetch(`${stack.url}/functions/v1/download-book`, {
    method: 'POST',
    headers: {
      apikey: stack.publishableKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
}

/** The lifetime written in a signed link's token (a JWT: exp − iat), in seconds. */
function linkLifetime(link: string) {
  const token = new URL(link).searchParams.get('token') ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  return payload.exp - payload.iat;
}

async function bookWithFile(admin: TestUser) {
  const path = `livros/${randomUUID()}.pdf`;
  const upload = await admin.client.storage
    .from(BUCKET)
    .upload(path, pdf(), { contentType: 'application/pdf' });
  expect(upload.error).toBeNull();
  const [book] = await sql<{ id: string }[]>`
    insert into public.books (title, author, topics, benefits, price, file_path)
    values ('Livro com arquivo', 'Autora', ${['Nuvem']}, ${['Aprender']}, 49.9, ${path})
    returning id`;
  return { bookId: book!.id, path };
}

async function ownerOf(bookId: string) {
  const buyer = await createUser();
  const order = await startOrder(buyer, 'book', bookId, 'pix');
  await paymentEvent(order.id, 'paid');
  return { buyer, orderId: order.id };
}

describe('book files', () => {
  it('denied: a buyer cannot sign a link to their own book through Storage, for a minute or ten years', async () => {
    const admin = await createUser({ role: 'administrador' });
    const { bookId, path } = await bookWithFile(admin);
    const { buyer } = await ownerOf(bookId);
    expect(await signLink(buyer, path)).toBeNull();
    expect(await signLink(buyer, path, TEN_YEARS)).toBeNull();
    expect((await buyer.client.storage.from(BUCKET).download(path)).data).toBeNull();
    expect(await signLink(null, path)).toBeNull();
    // The public address of a private bucket serves nothing.
    const publicUrl = anonClient().storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect((await fetch(publicUrl)).status).not.toBe(200);
  });

  it('download-book signs a 60-second link for the owner, and the link serves the file', async () => {
    const admin = await createUser({ role: 'administrador' });
    const { bookId } = await bookWithFile(admin);
    const { buyer } = await ownerOf(bookId);

    const answer = await downloadBook(buyer, { bookId });
    expect(answer.status).toBe(200);
    const link = parseAnswer('functions/download-book', bookLinkSchema, answer.json);
    expect(link).toMatchObject({ file_name: 'Livro com arquivo.pdf', expires_in: 60 });
    const url = `${stack.url}${link.signed_path}`;
    expect(linkLifetime(url)).toBe(60);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('download-book refuses a visitor, someone who did not buy the book and a bad request', async () => {
    const [admin, stranger] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    const { bookId } = await bookWithFile(admin);
    expect(await downloadBook(null, { bookId })).toEqual({
      status: 401,
      json: { code: 'not_authenticated' },
    });
    expect(await downloadBook(stranger, { bookId })).toEqual({
      status: 403,
      json: { code: 'book_not_owned' },
    });
    expect(await downloadBook(stranger, { bookId: 'livro' })).toEqual({
      status: 400,
      json: { code: 'invalid_book_id' },
    });
    expect(await downloadBook(stranger, { bookId: randomUUID() })).toEqual({
      status: 404,
      json: { code: 'book_not_found' },
    });
  });

  it.each(['refunded', 'charged_back'] as const)(
    'download-book refuses the buyer once the order is %s',
    async (status) => {
      const admin = await createUser({ role: 'administrador' });
      const { bookId } = await bookWithFile(admin);
      const { buyer, orderId } = await ownerOf(bookId);
      expect((await downloadBook(buyer, { bookId })).status).toBe(200);
      await paymentEvent(orderId, status);
      expect(await downloadBook(buyer, { bookId })).toEqual({
        status: 403,
        json: { code: 'book_not_owned' },
      });
    },
  );

  it('only administrators upload, list and delete; the bucket takes PDF and EPUB only', async () => {
    const [admin, student] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    const bucket = (user: TestUser) => user.client.storage.from(BUCKET);
    expect((await bucket(student).upload(`livros/${randomUUID()}.pdf`, pdf())).error).not.toBeNull();
    const { path } = await bookWithFile(admin);
    expect((await bucket(student).list('livros')).data ?? []).toEqual([]);
    expect((await bucket(student).remove([path])).data ?? []).toEqual([]);
    expect((await bucket(admin).list('livros')).data?.some((item) => path.endsWith(item.name))).toBe(true);
    const text = await bucket(admin).upload(
      `livros/${randomUUID()}.txt`,
      new TextEncoder().encode('olá').buffer,
      {
        contentType: 'text/plain',
      },
    );
    expect(text.error).not.toBeNull();
    expect(
      await sql`select 1 from storage.objects where bucket_id = ${BUCKET} and name = ${path}`,
    ).toHaveLength(1);
  });
});
