import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Content-Security-Policy and a preconnect to Supabase for the built app (in index.html, so any static host serves them). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'trilha-content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      const supabaseOrigin = process.env.VITE_SUPABASE_URL
        ? new URL(process.env.VITE_SUPABASE_URL).origin
        : '';
      const policy = [
        "default-src 'self'",
        // Prerendered pages add the hash of their inline start script (src/app/prerender/html-document.ts).
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob: ${supabaseOrigin}`.trim(),
        // blob: is the compressor worker reading the picked image; it never leaves the page.
        `connect-src 'self' blob: ${supabaseOrigin}`.trim(),
        // The lesson player's embeds, and nothing more for their APIs: YouTube's IFrame Player API is
        // spoken over postMessage by our own code (no script from youtube.com, so script-src stays
        // 'self'), and Vimeo's @vimeo/player is bundled from npm and drives an iframe we create
        // (no oEmbed request, so connect-src gains nothing). Positions go to the Supabase origin.
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
        "worker-src 'self' blob:",
        // Certificates add nothing: the QR code is inline SVG drawn by our code, jsPDF is bundled
        // (loaded on 'Baixar PDF') and saves through a blob: download link, which CSP does not govern,
        // and the page's verify_certificate read goes to the Supabase origin already allowed above.
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ].join('; ');
      const preconnect = supabaseOrigin
        ? `\n    <link rel="preconnect" href="${supabaseOrigin}" crossorigin />`
        : '';
      return html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />${preconnect}`,
      );
    },
  };
}

/**
 * What the public pages share (the catalogue's cards and reads, the REST transport and its checks,
 * the page heads, React Query's reading half): one chunk instead of fifteen small ones, each with
 * its own request and its own gzip header. Files named here must exist (checked below).
 */
const PUBLIC_PAGES_CHUNK = [
  'src/app/routes/public/call-to-action.tsx',
  'src/app/seo/page-heads.ts',
  'src/components/ui/container.tsx',
  'src/components/ui/course-price.tsx',
  'src/components/ui/skeleton.tsx',
  'src/config/env.ts',
  'src/features/catalog/api/get-courses.ts',
  'src/features/catalog/components/course-art.tsx',
  'src/features/catalog/components/course-card-skeleton.tsx',
  'src/features/catalog/components/course-card.tsx',
  'src/features/catalog/components/course-list.tsx',
  'src/features/catalog/components/course-meta.tsx',
  'src/features/catalog/utils/course-format.ts',
  'src/features/catalog/utils/course-theme.ts',
  'src/lib/api/answer.ts',
  'src/lib/api/light-schema.ts',
  'src/lib/api/light-fetch.ts',
  'src/lib/shared-query-keys.ts',
  'src/lib/use-document-title.ts',
  'src/utils/format.ts',
];
for (const file of PUBLIC_PAGES_CHUNK) {
  if (!existsSync(path.join(root, file)))
    throw new Error(`vite.config.ts: ${file} (PUBLIC_PAGES_CHUNK) is gone`);
}

function inPublicPagesChunk(id: string): boolean {
  // React Query, but for its mutations, which only signed-in screens use.
  if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) return !/mutation/i.test(id);
  return PUBLIC_PAGES_CHUNK.includes(path.relative(root, id).split(path.sep).join('/'));
}

/** The client-only page every non-prerendered route is served (scripts/prerender.mjs turns index.html into the home page). */
const APP_SHELL = 'app-shell.html';

/** Keeps the built index.html, before any prerendering, as app-shell.html: the SPA fallback of static hosts. */
function appShell(): Plugin {
  let outDir = '';
  return {
    name: 'trilha-app-shell',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, APP_SHELL));
    },
  };
}

/**
 * `vite preview` (the e2e and Lighthouse server) like a static host configured for the
 * prerendered site: /courses → courses.html, /course/aws → course/aws.html, any other route →
 * app-shell.html (not index.html, which is the home page once prerendered).
 */
function previewPrerenderedPages(): Plugin {
  return {
    name: 'trilha-preview-prerendered-pages',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [pathname = '/', query = ''] = (request.url ?? '/').split('?');
        const wantsPage = request.method === 'GET' || request.method === 'HEAD';
        if (!wantsPage || pathname === '/' || path.extname(pathname)) return next();
        let page: string;
        try {
          page = `${decodeURIComponent(pathname).replace(/\/+$/, '')}.html`;
        } catch {
          return next();
        }
        if (existsSync(path.join(outDir, page))) request.url = `${page}${query ? `?${query}` : ''}`;
        else if (existsSync(path.join(outDir, APP_SHELL))) request.url = `/${APP_SHELL}`;
        next();
      });
    },
  };
}

const UNIT_LOGIC_FILES = ['src/**/*.test.ts', 'supabase/functions/**/*.test.ts'];
const UNIT_COMPONENT_FILES = ['src/**/*.test.tsx'];

/**
 * Unit test files that need a module graph of their own, relative to the project: those that
 * replace a module (vi.mock, vi.doMock) and those that ask for another environment than their
 * project's (a `@vitest-environment` comment), whose globals would reach the next file.
 */
function filesNeedingIsolation(): string[] {
  return ['src', 'supabase/functions'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) =>
        /\bvi\.(mock|doMock)\(|@vitest-environment /.test(readFileSync(path.join(root, file), 'utf8')),
      ),
  );
}

/**
 * Two projects for one kind of unit test: `name`, whose files share each worker's module graph,
 * and `name`-isolated, the files among them that need a graph of their own.
 */
function unitProjects(
  name: string,
  include: string[],
  environment: string,
  needingIsolation: string[],
  setupFiles: string[] = [],
) {
  const isolated = needingIsolation.filter((file) => include.some((glob) => path.matchesGlob(file, glob)));
  const project = (projectName: string, isolate: boolean, files: string[], exclude: string[]) => ({
    extends: true as const,
    test: { name: projectName, include: files, exclude, environment, setupFiles, isolate },
  });
  return [project(name, false, include, isolated), project(`${name}-isolated`, true, isolated, [])];
}

export default defineConfig(async () => {
  const plugins: PluginOption[] = [
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    appShell(),
    previewPrerenderedPages(),
  ];
  const needingIsolation = filesNeedingIsolation();
  return {
    plugins,
    resolve: { alias: { '@': path.join(root, 'src') } },
    server: {
      port: 5173,
      // Test runs write builds, traces and databases here; reloading on them is wasted work.
      watch: { ignored: ['**/.cache/**', '**/test-results/**', '**/supabase/.temp/**', '**/dist/**'] },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      reportCompressedSize: true,
      // One stylesheet for the whole app (Tailwind's), loaded by the shell or inlined in a
      // prerendered page. Split per chunk, it was listed again among a lazy chunk's dependencies,
      // and Vite's loader, not seeing the inlined copy, fetched and applied it a second time.
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // Every module the entry imports statically (React, React Router, the shell) in the entry
          // chunk itself, the code the public pages share in one chunk, and chunk files named by
          // their hash alone, a name every import and preload list repeats: the home page's 36
          // files became 4, 9 KB gzip less (docs/performance.md, "Chunks").
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            groups: [
              { name: 'boot', tags: ['$initial' as const] },
              { name: 'public-pages', test: inPublicPagesChunk },
            ],
          },
        },
      },
    },
    test: {
      projects: [
        // Unit tests: logic in Node (a jsdom per file costs more than most of these tests), and
        // components (*.test.tsx) in jsdom. Each worker keeps one module graph for all its files
        // (isolate: false: a fresh one per file was three quarters of the step's CPU); the files
        // that replace a module with vi.mock need a graph of their own, and run isolated
        // (docs/testing.md, "Speed"). `npm run test:unit` runs the four.
        ...unitProjects('unit', UNIT_LOGIC_FILES, 'node', needingIsolation),
        ...unitProjects('unit-dom', UNIT_COMPONENT_FILES, 'jsdom', needingIsolation, [
          'src/testing/setup-unit.ts',
        ]),
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['tests/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/support/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 120_000,
            // One shared stack; files run in parallel workers against it.
            fileParallelism: true,
          },
        },
      ],
    },
  };
});
