// Plain text with its web links found, for texts written by administrators (lesson descriptions)
// that must never be rendered as HTML (docs/threat-model.md #23). The caller renders each part as text or
// as an <a> whose href is one of these http(s) links; anything else stays text.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A link starts at http:// or https:// and runs until whitespace or a character that cannot be
// part of one written in prose (quotes, angle brackets).
const LINK = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the link ("veja https://x.com/a.").
const TRAILING = '.,;:!?)]}';

/** The link without the sentence's punctuation; a ")" stays when it closes a "(" of the link. */
function trimTrailing(candidate: string): string {
  let link = candidate;
  while (link && TRAILING.includes(link.at(-1)!)) {
    if (link.endsWith(')')) {
      const opened = link.split('(').length - 1;
      const closed = link.split(')').length - 1;
      if (closed <= opened) break;
    }
    link = link.slice(0, -1);
  }
  return link;
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The text cut into plain parts and links, in order; joined back, the parts give the text. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const candidate = trimTrailing(match[0]);
    pushText(text.slice(cursor, start));
    const href = safeHref(candidate);
    if (href) parts.push({ kind: 'link', text: candidate, href });
    else pushText(candidate);
    cursor = start + candidate.length;
  }
  pushText(text.slice(cursor));
  return parts;
}
