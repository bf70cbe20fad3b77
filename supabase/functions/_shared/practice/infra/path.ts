// Rule paths (docs/practice.md → `infra_file` spec): dot-separated keys, `[n]` an index, `[*]`
// every element, `*` every key of a map, `["key.with.dots"]` a quoted key. `*` and `[*]` both
// expand lists and maps alike, so an author need not know which one a value is.

export type PathSegment =
  { type: 'key'; key: string } | { type: 'index'; index: number } | { type: 'wildcard' };

/** One end of the path's walk: a value it reached, or the place where it broke off. */
export type PathLeaf = { found: true; path: string; value: unknown } | { found: false; path: string };

const PLAIN_KEY = /^[A-Za-z0-9_$@:/-]+$/;

/** The segments of a path, or a pt-BR description of why it cannot be read. */
export function parsePath(source: string): PathSegment[] | string {
  if (typeof source !== 'string' || source.trim() === '') return 'O caminho está vazio.';
  const segments: PathSegment[] = [];
  let position = 0;
  let expectKey = true;
  while (position < source.length) {
    const char = source[position];
    if (char === '[') {
      const close = readBracket(source, position);
      if (typeof close === 'string') return close;
      segments.push(close.segment);
      position = close.end;
      expectKey = false;
      continue;
    }
    if (char === '.') {
      if (expectKey) return `Há um ponto fora de lugar na posição ${position + 1} do caminho.`;
      position += 1;
      expectKey = true;
      if (position >= source.length) return 'O caminho termina em ponto.';
      continue;
    }
    if (!expectKey) return `Falta um ponto antes da posição ${position + 1} do caminho.`;
    let end = position;
    while (end < source.length && source[end] !== '.' && source[end] !== '[') end += 1;
    const key = source.slice(position, end);
    if (key.includes(']')) return `Há um "]" sem "[" no caminho.`;
    segments.push(key === '*' ? { type: 'wildcard' } : { type: 'key', key });
    position = end;
    expectKey = false;
  }
  if (segments.length === 0) return 'O caminho está vazio.';
  return segments;
}

function readBracket(source: string, start: number): { segment: PathSegment; end: number } | string {
  const quote = source[start + 1];
  if (quote === '"' || quote === "'") {
    let key = '';
    let position = start + 2;
    while (position < source.length && source[position] !== quote) {
      if (source[position] === '\\' && position + 1 < source.length) position += 1;
      key += source[position];
      position += 1;
    }
    if (source[position] !== quote || source[position + 1] !== ']') {
      return 'Uma chave entre aspas no caminho não foi fechada com aspas e "]".';
    }
    return { segment: { type: 'key', key }, end: position + 2 };
  }
  const close = source.indexOf(']', start);
  if (close < 0) return 'Um "[" do caminho não foi fechado.';
  const inner = source.slice(start + 1, close).trim();
  if (inner === '*') return { segment: { type: 'wildcard' }, end: close + 1 };
  if (/^\d+$/.test(inner)) return { segment: { type: 'index', index: Number(inner) }, end: close + 1 };
  return `"[${inner}]" não é um índice: use [0], [*] ou ["chave"].`;
}

/** The path in the notation authors write, for details shown to the learner. */
export function formatPath(segments: readonly (string | number)[]): string {
  let text = '';
  for (const segment of segments) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text === '' ? '(raiz)' : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Walks `segments` from `root`. Every wildcard branches; each branch ends in a leaf, found or
 * not (a wildcard over an empty list or map ends its branch with no leaf at all).
 */
export function evaluatePath(
  root: unknown,
  segments: readonly PathSegment[],
  prefix: readonly (string | number)[] = [],
): PathLeaf[] {
  const leaves: PathLeaf[] = [];
  const walk = (value: unknown, index: number, at: (string | number)[]) => {
    if (index === segments.length) {
      leaves.push({ found: true, path: formatPath(at), value });
      return;
    }
    const segment = segments[index]!;
    if (segment.type === 'wildcard') {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, index + 1, [...at, i]));
      else if (isRecord(value)) {
        for (const [key, item] of Object.entries(value)) walk(item, index + 1, [...at, key]);
      } else leaves.push({ found: false, path: formatPath(at) });
      return;
    }
    if (segment.type === 'index') {
      if (Array.isArray(value) && segment.index < value.length) {
        walk(value[segment.index], index + 1, [...at, segment.index]);
      } else leaves.push({ found: false, path: formatPath([...at, segment.index]) });
      return;
    }
    if (isRecord(value) && Object.prototype.hasOwnProperty.call(value, segment.key)) {
      walk(value[segment.key], index + 1, [...at, segment.key]);
    } else leaves.push({ found: false, path: formatPath([...at, segment.key]) });
  };
  walk(root, 0, [...prefix]);
  return leaves;
}
