// E-book files in the private bucket book-files: administrators upload them; a buyer signs a
// short-lived link for exactly the books they own; nobody else reads, lists or writes them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, stack, type TestUser } from '../support/stack';
import { paymentEvent, startOrder } from './database/payments-fixtures';

const BUCKET = 'book-files';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// Raw bytes, as the app's uploads send them (a Blob goes as multipart, which the local server refuses).
const pdf = () => new Uint8Array(PDF).buffer;

/**
 * Signs a one-minute download link as `user` through Storage's sign endpoint. Called directly:
 * the local server answers `signedUrl` (with the /storage/v1 prefix) where hosted Storage answers
 * `signedURL` (without it), and supabase-js reads only the latter (docs/payments.md, "E-book links").
 */
async function signLink(user: TestUser | null, path: string) {
  const token = user ? (await user.client.auth.getSession()).data.session?.access_token : undefined;
  const response = await fetch(`${stack.url}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.publishableKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ expiresIn: 60 }),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { signedUrl?: string; signedURL?: string };
  return body.signedUrl ? `${stack.url}${body.signedUrl}` : `${stack.url}/storage/v1${body.signedURL}`;
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

describe('book files', () => {
  it('the owner signs a short-lived link and downloads the file', async () => {
    const [admin, buyer] = await Promise.all([createUser({ role: 'administrador' }), createUser()]);
    const { bookId, path } = await bookWithFile(admin);
    const order = await startOrder(buyer, 'book', bookId, 'pix');
    await paymentEvent(order.id, 'paid');

    const download = await buyer.client.rpc('get_book_download', { p_book_id: bookId });
    expect(download.data).toMatchObject({ bucket: BUCKET, path });
    const link = await signLink(buyer, path);
    expect(link).not.toBeNull();
    const response = await fetch(link!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('denied: someone who did not buy it, a refunded buyer and a visitor cannot sign a link', async () => {
    const [admin, buyer, stranger] = await Promise.all([
      createUser({ role: 'administrador' }),
      createUser(),
      createUser(),
    ]);
    const { bookId, path } = await bookWithFile(admin);
    expect(await signLink(stranger, path)).toBeNull();
    expect(await signLink(null, path)).toBeNull();
    // The public address of a private bucket serves nothing.
    const publicUrl = anonClient().storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect((await fetch(publicUrl)).status).not.toBe(200);

    const order = await startOrder(buyer, 'book', bookId, 'pix');
    await paymentEvent(order.id, 'paid');
    expect(await signLink(buyer, path)).not.toBeNull();
    await paymentEvent(order.id, 'refunded');
    expect(await signLink(buyer, path)).toBeNull();
  });

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
