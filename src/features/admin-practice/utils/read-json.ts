// Reads a JSON text the author typed (an exercise's spec, an imported file) and, when it is not
// valid, says where in pt-BR with a 1-based line and column. Browsers word JSON.parse's errors
// differently and some give no position at all, so the text is scanned here to find the first
// offending character; JSON.parse then reads a text known to be valid.

import type { Json } from '@/lib/database.types';

/** A JSON object, as the database's jsonb arguments take it. */
export type JsonObject = { [key: string]: Json | undefined };

export type JsonReading =
  { ok: true; value: Json } | { ok: false; message: string; line: number; column: number };

class JsonSyntaxError extends Error {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(expected);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** The first offset at which `text` stops being JSON, with what was expected there. */
function scan(text: string): void {
  let at = 0;
  const fail = (expected: string): never => {
    throw new JsonSyntaxError(at, expected);
  };
  const skipWhitespace = () => {
    while (at < text.length && WHITESPACE.has(text[at]!)) at += 1;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[at] !== char) fail(`esperava ${word}`);
      at += 1;
    }
  };
  const string = () => {
    at += 1;
    while (at < text.length) {
      const char = text[at]!;
      if (char === '"') {
        at += 1;
        return;
      }
      if (char === '\\') {
        const next = text[at + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
            at += 2;
            fail('escape \\u com 4 dígitos hexadecimais');
          }
          at += 6;
          continue;
        }
        if (next === undefined || !ESCAPES.has(next)) {
          at += 1;
          fail('escape válido depois de \\');
        }
        at += 2;
        continue;
      }
      if (char < ' ') fail('aspas fechando o texto (quebra de linha dentro de um texto)');
      at += 1;
    }
    fail('aspas fechando o texto');
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match || match[0] === '-') fail('um valor (texto, número, objeto, lista, true, false ou null)');
    at += match![0].length;
  };
  const value = (): void => {
    skipWhitespace();
    const char = text[at];
    if (char === '{') return object();
    if (char === '[') return array();
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail('um valor (texto, número, objeto, lista, true, false ou null)');
  };
  const object = () => {
    at += 1;
    skipWhitespace();
    if (text[at] === '}') {
      at += 1;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (text[at] !== '"') fail('o nome de um campo entre aspas duplas');
      string();
      skipWhitespace();
      if (text[at] !== ':') fail("':' depois do nome do campo");
      at += 1;
      value();
      skipWhitespace();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return;
      }
      fail("',' ou '}'");
    }
  };
  const array = () => {
    at += 1;
    skipWhitespace();
    if (text[at] === ']') {
      at += 1;
      return;
    }
    for (;;) {
      value();
      skipWhitespace();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return;
      }
      fail("',' ou ']'");
    }
  };
  value();
  skipWhitespace();
  if (at < text.length) fail('o fim do texto');
}

/** Line and column (1-based) of an offset of `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** `text` read as JSON, or where and why it is not. */
export function readJson(text: string): JsonReading {
  try {
    scan(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column } = positionOf(text, error.offset);
    const found =
      error.offset >= text.length ? 'o texto terminou' : `encontrou ${quoteChar(text[error.offset]!)}`;
    return {
      ok: false,
      line,
      column,
      message: `JSON inválido na linha ${line}, coluna ${column}: esperava ${error.expected.replace(/^esperava /, '')}, ${found}.`,
    };
  }
  return { ok: true, value: JSON.parse(text) as Json };
}

function quoteChar(char: string): string {
  if (char === '\n') return 'uma quebra de linha';
  if (char === '\t') return 'uma tabulação';
  return `'${char}'`;
}

/** A JSON value that is an object (not a list, text, number or null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
