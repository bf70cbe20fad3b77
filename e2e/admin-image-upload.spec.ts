// Image upload: a real multi-megabyte PNG becomes a WebP of at most 300 KB,
// compressed in a web worker that loads browser-image-compression from our own origin (never a
// CDN), stored in product-images and shown through its public URL; other files are refused.
import { deflateSync, crc32 } from 'node:zlib';
import { E2E_APP_URL } from '../scripts/lib/e2e-config.mjs';
import { e2eStack } from './support';
import { db, expect, signInAsAdmin, test, unique, uniqueSlug } from './fixtures/admin-fixtures';

/** A photo-like PNG (gradients plus grain, which PNG cannot squeeze) written with zlib. */
function noisyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rowLength = width * 3 + 1;
  const pixels = Buffer.alloc(rowLength * height);
  let seed = 42;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return ((seed >> 16) % 25) - 12;
  };
  for (let y = 0; y < height; y++) {
    pixels[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const offset = y * rowLength + 1 + x * 3;
      pixels[offset] = Math.max(0, Math.min(255, Math.round((x / width) * 200) + 30 + grain()));
      pixels[offset + 1] = Math.max(0, Math.min(255, Math.round((y / height) * 180) + 40 + grain()));
      pixels[offset + 2] = Math.max(
        0,
        Math.min(255, 160 + Math.round(60 * Math.sin(x / 90 + y / 140)) + grain()),
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a multi-megabyte PNG lands as a WebP of at most 300 KB and shows through its public URL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const png = noisyPng(2400, 1600);
  expect(png.length).toBeGreaterThan(3 * 1024 * 1024);

  const requested: string[] = [];
  page.context().on('request', (request) => requested.push(request.url()));
  const libraryStatus: number[] = [];
  page.context().on('response', (response) => {
    if (response.url().includes('/assets/browser-image-compression')) libraryStatus.push(response.status());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await signInAsAdmin(page);
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Novo Curso' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo Curso' });

  // Not an image: refused before anything is compressed or sent.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('isto não é uma imagem'),
  });
  await expect(page.getByText('Tipo de arquivo inválido')).toBeVisible();
  await expect(page.getByText('Por favor, selecione uma imagem JPEG, PNG ou WebP')).toBeVisible();

  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('Enviando...')).toBeVisible();
  await expect(page.getByText('Upload concluído!')).toBeVisible({ timeout: 90_000 });

  const preview = dialog.getByTestId('image-preview');
  const publicPrefix = `${e2eStack().url}/storage/v1/object/public/product-images/courses/`;
  await expect(preview).toHaveAttribute(
    'src',
    new RegExp(`^${publicPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\d{13}-[0-9a-f]{12}\\.webp$`),
  );
  const src = (await preview.getAttribute('src'))!;
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const size = await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(Math.max(...size)).toBeLessThanOrEqual(1920);

  const stored = await page.request.get(src);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toContain('image/webp');
  const bytes = await stored.body();
  expect(bytes.length).toBeLessThanOrEqual(307_200);
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');

  // A worker compressed it, loading our bundled copy of the library; nothing came from a CDN.
  expect(workers.some((url) => url.startsWith('blob:'))).toBe(true);
  const library = requested.filter((url) =>
    url.startsWith(`${E2E_APP_URL}/assets/browser-image-compression`),
  );
  expect(library.length).toBeGreaterThan(0);
  expect(libraryStatus).toContain(200);
  console.log(
    `PNG ${(png.length / 1048576).toFixed(1)} MB -> WebP ${(bytes.length / 1024).toFixed(0)} KB, ${size.join('x')}`,
  );
  // blob: and data: URLs are in-page objects (the worker script, previews), never the network.
  const local = (url: string) =>
    /^(blob|data):/.test(url) || url.startsWith(E2E_APP_URL) || url.startsWith(e2eStack().url);
  expect(requested.filter((url) => !local(url))).toEqual([]);
  expect(cspViolations).toEqual([]);

  // Saved with the course and shown on its card.
  const title = unique('Curso com Imagem');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Slug').fill(uniqueSlug('curso-imagem'));
  for (let index = 1; index <= 5; index++)
    await dialog.getByLabel(`Ponto de aprendizado ${index}`).fill(`Ponto ${index}`);
  await dialog.getByLabel('Tema').selectOption({ label: 'AWS' });
  await dialog.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page.getByText('Curso criado com sucesso!')).toBeVisible();
  await expect(page.getByRole('article', { name: title }).locator('img')).toHaveAttribute('src', src);
  expect(await db()`select image_url from public.courses where title = ${title}`).toEqual([
    { image_url: src },
  ]);
});
