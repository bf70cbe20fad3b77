// Puts a prerendered page into the built index.html: its title, description, canonical address,
// link-preview tags (Open Graph, Twitter card), JSON-LD, the rendered app, its data and its start
// script. Data goes into non-executable JSON scripts; the only inline code is the start script,
// which the Content-Security-Policy allows by its hash (script-src 'self' 'sha256-…').
import type { PageHead } from '@/app/seo/page-heads';
import { BRAND } from '@/config/brand';
import { SESSION_RECORD_KEY } from '@/lib/auth-storage';
import { PRERENDER_STATE_ID } from '@/lib/hydration';
import { documentTitle } from '@/lib/use-document-title';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ATTRIBUTE_ESCAPES[character]!);
}

/** JSON safe inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface DocumentParts {
  head: PageHead;
  /** Absolute canonical URL and image URL. */
  canonicalUrl: string;
  imageUrl: string;
  /** The brand image has a known size; a course picture does not. */
  imageSize: { width: number; height: number } | null;
  structuredData: Record<string, unknown>[];
  /** The app's HTML for <div id="root">. */
  appHtml: string;
  /** The serialized state (serializePrerenderState). */
  stateJson: string;
  /** The page's route chunk and its imports (routeModulePreloads), fetched alongside the entry. */
  modulePreloads: string[];
  /** The page's start script (src/app/prerender/start-app.js, minified) and its CSP hash ('sha256-…'). */
  startApp: { code: string; hash: string };
}

function headTags({ head, canonicalUrl, imageUrl, imageSize, structuredData }: DocumentParts): string {
  const title = documentTitle(head.title);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    meta('property', 'og:title', head.title ?? title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonicalUrl),
    meta('property', 'og:image', imageUrl),
    ...(imageSize
      ? [
          meta('property', 'og:image:width', String(imageSize.width)),
          meta('property', 'og:image:height', String(imageSize.height)),
        ]
      : []),
    meta('property', 'og:image:alt', head.title ? `${head.title} — ${BRAND.name}` : title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title ?? title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', imageUrl),
    ...structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${what} to replace`);
  return html.replace(pattern, () => replacement);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page paints from its HTML; the app's code is asked for after that paint. Vite's module
 * script and modulepreload tags become one inline script, start-app.js, which requests the same
 * files and the page's route chunks together once the content is on screen (and marks <html>
 * when a session is stored). Inline, it costs no request before the paint; the page's
 * Content-Security-Policy allows it, and only it, by its hash.
 */
function startAppAfterPaint(html: string, { startApp, modulePreloads }: DocumentParts): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script to replace');
  if (/<\/script/i.test(startApp.code)) throw new Error('start-app.js cannot be written inline');
  const entryImports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const preload = [...entryImports, ...modulePreloads].join(' ');
  const script = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload)}" data-session-key="${SESSION_RECORD_KEY}">${startApp.code}</script>`;
  html = replaceOnce(
    html,
    /script-src 'self'/,
    `script-src 'self' '${startApp.hash}'`,
    "Content-Security-Policy with script-src 'self'",
  );
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => script);
}

/** The built index.html (the client-only shell) turned into the page's document. */
export function pageDocument(template: string, parts: DocumentParts): string {
  let html = template;
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(documentTitle(parts.head.title))}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(parts.head.description)}" />`,
    'meta description',
  );
  html = startAppAfterPaint(html, parts);
  html = replaceOnce(html, /<\/head>/, `${headTags(parts)}\n  </head>`, '</head>');
  // The page is readable without JavaScript: the shell's "enable JavaScript" note does not apply.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${parts.appHtml}</div>`, 'empty #root');
  html = replaceOnce(
    html,
    /<\/body>/,
    `  <script type="application/json" id="${PRERENDER_STATE_ID}">${parts.stateJson}</script>\n  </body>`,
    '</body>',
  );
  return html;
}
