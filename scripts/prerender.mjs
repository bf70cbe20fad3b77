// Writes the public pages of a built site (dist/ by default) as HTML with their content and data,
// run after `vite build` by `npm run build` and scripts/build-e2e.mjs:
//
//   node scripts/prerender.mjs [--out-dir <folder>]
//
// It builds src/entry-server.tsx for Node with the same Vite config and environment as the
// client, fetches each page's data from the Supabase project of the build (as a visitor), renders
// it, and writes <path>.html (index.html for the home page, course/aws.html, courses/aws.html...),
// sitemap.xml (every canonical page) and the Sitemap line of robots.txt. The client-only shell
// stays as app-shell.html (written by the Vite build) for every other route.
//
// Without a Supabase URL and key, without VITE_PUBLIC_SITE_URL, or when the project cannot be
// reached, it says so in one line and leaves the client-only site as it is.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureModernNode, projectRoot } from './lib/node-runtime.mjs';

await ensureModernNode();

const { values: options } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist' } } });
const outDir = path.resolve(projectRoot, options['out-dir']);
const serverDir = path.join(projectRoot, '.cache', 'prerender-server');

const { build, loadEnv, minify } = await import('vite');
// The same variables the client bundle was built with (.env files, then the process environment).
const env = loadEnv('production', projectRoot, 'VITE_');
const supabaseUrl = env.VITE_SUPABASE_URL;
const publishableKey = env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY;
const publicOrigin = env.VITE_PUBLIC_SITE_URL?.trim();

function clientOnly(reason) {
  console.log(`Prerender skipped (${reason}): the client-only site was built; pages render in the browser.`);
  process.exit(0);
}

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`${path.relative(projectRoot, outDir)}/index.html is missing: run vite build first.`);
  process.exit(1);
}
if (!supabaseUrl || !publishableKey) clientOnly('no VITE_SUPABASE_URL or publishable key');
if (!publicOrigin) clientOnly('no VITE_PUBLIC_SITE_URL for canonical addresses and the sitemap');
const origin = new URL(publicOrigin).origin;

try {
  // A first request may wait for the Data API to load its schema: give it time.
  const probe = await fetch(`${new URL(supabaseUrl).origin}/rest/v1/courses?select=id&limit=1`, {
    headers: { apikey: publishableKey, Accept: 'application/json' },
    signal: AbortSignal.timeout(20_000),
  });
  if (!probe.ok) clientOnly(`${supabaseUrl} answered ${probe.status}`);
} catch (error) {
  clientOnly(`${supabaseUrl} is unreachable: ${error.cause?.code ?? error.message}`);
}

const started = Date.now();
rmSync(serverDir, { recursive: true, force: true });
await build({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    reportCompressedSize: false,
  },
});
const entry = readdirSync(serverDir).find((file) => /^entry-server\.m?js$/.test(file));
if (!entry) throw new Error(`The server build wrote no entry-server.js into ${serverDir}`);
const { prerenderSite } = await import(pathToFileURL(path.join(serverDir, entry)).href);

/**
 * The built stylesheet written into the page (<style>, allowed by the CSP's style-src): a
 * stylesheet link is render-blocking, one more request before the first paint on a slow phone
 * network (measured: FCP and LCP about 0.4 s later than the floor page without it). The app has one
 * stylesheet (Tailwind, ~12 KB gzip), so the inlined copy styles every screen a visitor then
 * opens in the browser. app-shell.html keeps the link.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file) => {
    const css = readFileSync(path.join(outDir, file), 'utf8');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

const template = inlineStylesheets(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
// Each page's start script preloads its route chunk (src/app/prerender/module-preloads.ts).
const manifestFile = path.join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `${path.relative(projectRoot, manifestFile)} is missing: vite build writes it (build.manifest).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The pages' start script, minified, and its hash for the Content-Security-Policy. */
async function startAppScript() {
  const source = path.join(projectRoot, 'src', 'app', 'prerender', 'start-app.js');
  const { code, errors } = await minify(source, readFileSync(source, 'utf8'));
  if (errors.length) throw new Error(`${source}: ${errors.map((error) => error.message).join('; ')}`);
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

const pages = await prerenderSite({ template, origin, manifest, startApp: await startAppScript() });

/** '/' → index.html, '/courses' → courses.html, '/course/aws' → course/aws.html. */
const fileOf = (pagePath) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);
for (const page of pages) {
  const file = path.join(outDir, fileOf(decodeURIComponent(page.path)));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page.html);
}

const escapeXml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const canonicalPaths = [...new Set(pages.map((page) => page.canonicalPath))];
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...canonicalPaths.map(
    (pagePath) => `  <url><loc>${escapeXml(new URL(pagePath, `${origin}/`).href)}</loc></url>`,
  ),
  '</urlset>',
  '',
].join('\n');
writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap);

const robotsFile = path.join(outDir, 'robots.txt');
const robots = existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8').replace(/^Sitemap:.*\n?/gm, '') : '';
writeFileSync(robotsFile, `${robots.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Prerendered ${pages.length} pages (${canonicalPaths.length} in sitemap.xml) for ${origin} with the data of ${new URL(supabaseUrl).origin} in ${seconds} s.`,
);
