// E-mails of the local Auth server, printed in Portuguese.
//
// @supabase/lite (0.10) renders each Auth e-mail with the subject and the HTML template of
// supabase/config.toml ([auth.email.template.*], our Portuguese templates in supabase/templates),
// like hosted Supabase does, but "sends" it by printing a plain-text body of its own, which is
// built in and in English ("Reset your password with this code: ..."). Hosted Auth sends the HTML
// only, so there is no Portuguese plain-text template to configure for lite either.
//
// Importing this module makes lite print the text of the HTML it rendered instead: the same
// e-mail a user would get, read as text. It replaces the print method of lite's exported
// ConsoleEmailDriver (the driver lite uses when no SMTP server is configured), so it must run in
// the process that serves Auth before lite sends anything: scripts/lib/stack.mjs starts every lite
// with `node --import` of this file (docs/tooling.md, "What the local stack works around"). The
// reauthentication e-mail, which lite cannot template, is printed from our template too (below).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConsoleEmailDriver } from '@supabase/lite';
import { projectRoot } from './node-runtime.mjs';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The readable text of an HTML e-mail: paragraphs on lines of their own, links as
 * "label: address" (or the address alone when that is the label), no markup.
 */
export function htmlToText(html) {
  const withoutInvisible = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1>/gi, '');
  const withLinks = withoutInvisible.replace(
    /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi,
    (_match, _quote, href, inner) => {
      const address = decodeEntities(href.trim());
      const label = decodeEntities(inner.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim();
      return !label || label === address ? address : `${label}: ${address}`;
    },
  );
  // Line breaks in the source are spaces in HTML; only <br> and block ends break lines.
  const text = withLinks
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|td)\s*>/gi, '\n\n')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Fills `{{ .Name }}` the way lite (and, for these simple forms, Go templates) does. */
export function fillTemplate(template, values) {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (placeholder, name) =>
    name in values ? String(values[name] ?? '') : placeholder,
  );
}

/**
 * The reauthentication e-mail (the code for a password change from an old session): its subject
 * and template, which hosted projects get in the dashboard (README). config.toml cannot name
 * them, since lite's config schema refuses [auth.email.template.reauthentication].
 */
export const REAUTHENTICATION_TEMPLATE = {
  subject: 'Código de confirmação da Trilha Cloud',
  contentPath: 'supabase/templates/reauthentication.html',
};

/**
 * lite 0.10 renders the reauthentication e-mail from its English default, whose text is exactly
 * "Enter this code to continue: <code>": ours, filled with that code.
 */
function reauthenticationInPortuguese(message) {
  const code = /^Enter this code to continue: (\S+)$/.exec(message.text ?? '')?.[1];
  if (!code) return message;
  const html = readFileSync(path.join(projectRoot, REAUTHENTICATION_TEMPLATE.contentPath), 'utf8');
  const values = { Token: code, Email: message.to };
  return { ...message, subject: REAUTHENTICATION_TEMPLATE.subject, html: fillTemplate(html, values) };
}

/** What the terminal shows for one captured e-mail. */
export function formatLocalMail(captured) {
  const { to, subject, html, text } = reauthenticationInPortuguese(captured);
  const body = html ? htmlToText(html) : (text ?? '');
  return ['[e-mail local, não enviado]', `Para: ${to}`, `Assunto: ${subject}`, '', body, ''].join('\n');
}

ConsoleEmailDriver.prototype.send = async function printInPortuguese(message) {
  if (this.silent) return;
  this.logger.info(formatLocalMail(message));
};
