// The floors the public pages are measured against (docs/performance.md), generated under .cache/
// (never committed, never linted) and served by `vite preview` like the app:
// - the React floor: a minimal Vite + React page (a heading and a paragraph rendered by React in
//   the browser) built with this project's Vite and React; the same figures on any machine come
//   from the same few lines below;
// - the static floor: each public page's own prerendered HTML with every script removed (the same
//   content, stylesheet and images, nothing to download, parse or hydrate), the best the page's
//   LCP could be on that HTML.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './node-runtime.mjs';

export const FLOOR_DIR = path.join(projectRoot, '.cache', 'floor-page');

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Floor — Vite + React</title>
    <meta name="description" content="A minimal Vite + React page, the floor of the public pages' measurements." />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const MAIN_JSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <h1 style={{ fontSize: 36 }}>Sua carreira em nuvem começa aqui</h1>
      <p style={{ fontSize: 18, lineHeight: 1.6 }}>
        Aprenda AWS, Azure, DevOps e Inteligência Artificial com cursos práticos em português, do
        primeiro conceito à certificação.
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/** Writes and builds the floor page into .cache/floor-page/dist; returns that folder. */
export async function buildFloorPage() {
  mkdirSync(FLOOR_DIR, { recursive: true });
  writeFileSync(path.join(FLOOR_DIR, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(FLOOR_DIR, 'main.jsx'), MAIN_JSX);
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = path.join(FLOOR_DIR, 'dist');
  await build({
    root: FLOOR_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

export const STATIC_FLOOR_DIR = path.join(projectRoot, '.cache', 'static-floor');

/** The prerendered file of a path, as the preview server answers it (vite.config.ts): /course/aws → course/aws.html. */
export function prerenderedFile(pathname) {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? 'index.html' : `${trimmed.slice(1)}.html`;
}

/** The HTML without its scripts: inline, module and JSON ones, and the module preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/**
 * Copies the build (`distDir`, its stylesheet, images and fonts) into .cache/static-floor/dist and
 * writes there each of `pages` as its prerendered HTML without scripts; returns that folder. The
 * pages are addressed by their file (`/courses.html`): `staticFloorUrl` below.
 */
export function buildStaticFloor(distDir, pages) {
  const outDir = path.join(STATIC_FLOOR_DIR, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  cpSync(distDir, outDir, { recursive: true, filter: (source) => !source.endsWith('.js') });
  for (const page of pages) {
    const file = prerenderedFile(page);
    writeFileSync(path.join(outDir, file), withoutScripts(readFileSync(path.join(distDir, file), 'utf8')));
  }
  return outDir;
}

/** Where the static floor of `page` is served from `baseUrl`. */
export const staticFloorUrl = (baseUrl, page) => new URL(prerenderedFile(page), baseUrl).href;

/** Serves a built folder with `vite preview` (SPA fallback), like the app; returns { url, close }. */
export async function serveFolder(outDir, port) {
  const { preview } = await import('vite');
  const server = await preview({
    root: path.dirname(outDir),
    configFile: false,
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.httpServer.close(resolve)),
  };
}
