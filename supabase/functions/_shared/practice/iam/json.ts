// A small JSON reader that keeps the 1-based line and column of every value and member key.
// JSON.parse is not used: its error messages (and whether they carry a position) differ between
// V8 and Deno versions, and it forgets where each member was, which the policy checks need to
// point the learner at `"Effect": "allow"` rather than at the top of the file.
import type { ParseError } from '../types.ts';

export interface Position {
  line: number;
  column: number;
}

export type JsonNode =
  | { type: 'object'; pos: Position; members: JsonMember[] }
  | { type: 'array'; pos: Position; items: JsonNode[] }
  | { type: 'string'; pos: Position; value: string }
  | { type: 'number'; pos: Position; value: number; raw: string }
  | { type: 'boolean'; pos: Position; value: boolean }
  | { type: 'null'; pos: Position };

export interface JsonMember {
  key: string;
  keyPos: Position;
  value: JsonNode;
}

export type JsonResult = { ok: true; value: JsonNode } | { ok: false; error: ParseError };

/** Deeper than any policy needs; keeps recursion far from the engine's stack limit. */
const MAX_DEPTH = 64;

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const NUMBERISH = /[-+0-9.eE]+/y;
const WORD = /[A-Za-z_$][A-Za-z0-9_$-]*/y;
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/** Characters quoted the way the messages show them. */
function shown(char: string): string {
  return char === '"' ? 'aspas (")' : `"${char}"`;
}

class Reader {
  private index = 0;
  private line = 1;
  private lineStart = 0;
  /** Open containers, for 'falta fechar o "{" aberto na linha 3'. */
  private readonly open: { char: string; pos: Position }[] = [];

  constructor(private readonly text: string) {
    // A byte order mark is invisible in the editor: skip it rather than report it.
    if (text.charCodeAt(0) === 0xfeff) {
      this.index = 1;
      this.lineStart = 1;
    }
  }

  read(): JsonNode {
    this.skipSpace();
    if (this.index >= this.text.length) {
      this.fail('A política está vazia: escreva um documento JSON que comece com "{".');
    }
    const value = this.value(0);
    this.skipSpace();
    if (this.index < this.text.length) {
      this.fail(
        'Há conteúdo depois do fim do documento JSON. Tudo precisa ficar dentro do primeiro "{ … }" — ' +
          'confira se não fechou uma chave cedo demais.',
      );
    }
    return value;
  }

  private pos(): Position {
    return { line: this.line, column: this.index - this.lineStart + 1 };
  }

  private fail(message: string, pos: Position = this.pos()): never {
    throw new JsonSyntaxError(message, pos.line, pos.column);
  }

  private failEnd(): never {
    const open = this.open[this.open.length - 1];
    if (!open) this.fail('O texto terminou antes do fim do documento JSON.');
    const closer = open.char === '{' ? '}' : ']';
    this.fail(
      `O texto terminou antes do fim do JSON: falta fechar o "${open.char}" aberto na linha ${open.pos.line}, ` +
        `coluna ${open.pos.column} (com "${closer}").`,
    );
  }

  private skipSpace(): void {
    const text = this.text;
    while (this.index < text.length) {
      const char = text[this.index];
      if (char === ' ' || char === '\t') {
        this.index += 1;
      } else if (char === '\n' || char === '\r') {
        this.index += char === '\r' && text[this.index + 1] === '\n' ? 2 : 1;
        this.line += 1;
        this.lineStart = this.index;
      } else if (char === '/' && (text[this.index + 1] === '/' || text[this.index + 1] === '*')) {
        this.fail('JSON não aceita comentários (// ou /* */): apague-os.');
      } else {
        return;
      }
    }
  }

  private value(depth: number): JsonNode {
    if (depth > MAX_DEPTH)
      this.fail('O documento tem níveis demais de objetos e listas, um dentro do outro.');
    const char = this.text[this.index];
    if (char === undefined) this.failEnd();
    if (char === '{') return this.object(depth);
    if (char === '[') return this.array(depth);
    if (char === '"') {
      const pos = this.pos();
      return { type: 'string', pos, value: this.string() };
    }
    if (char === '-' || (char >= '0' && char <= '9')) return this.number();
    if (char === "'") this.fail('Em JSON, textos usam aspas duplas ("), não aspas simples (\').');
    const word = this.peekWord();
    if (word !== null) {
      const pos = this.pos();
      if (word === 'true' || word === 'false') {
        this.index += word.length;
        return { type: 'boolean', pos, value: word === 'true' };
      }
      if (word === 'null') {
        this.index += 4;
        return { type: 'null', pos };
      }
      const lower = word.toLowerCase();
      if (lower === 'true' || lower === 'false' || lower === 'null') {
        this.fail(`Escreva ${lower} em minúsculas: JSON não aceita "${word}".`);
      }
      this.fail(`Valor inesperado ${word}: textos precisam estar entre aspas duplas, como "${word}".`);
    }
    if (char === '}' || char === ']') {
      this.fail(`Esperava um valor antes de ${shown(char)}.`);
    }
    this.fail(
      `Caractere inesperado ${shown(char)}: esperava um valor (texto entre aspas, número, objeto, lista, ` +
        'true, false ou null).',
    );
  }

  private peekWord(): string | null {
    WORD.lastIndex = this.index;
    const match = WORD.exec(this.text);
    return match ? match[0] : null;
  }

  private object(depth: number): JsonNode {
    const pos = this.pos();
    this.open.push({ char: '{', pos });
    this.index += 1;
    const members: JsonMember[] = [];
    const seen = new Set<string>();
    this.skipSpace();
    if (this.text[this.index] === '}') {
      this.index += 1;
      this.open.pop();
      return { type: 'object', pos, members };
    }
    for (;;) {
      this.skipSpace();
      const keyPos = this.pos();
      const char = this.text[this.index];
      if (char === undefined) this.failEnd();
      if (char !== '"') this.badKey(char, members.length > 0);
      const key = this.string();
      if (seen.has(key)) this.fail(`O campo "${key}" aparece duas vezes no mesmo objeto.`, keyPos);
      seen.add(key);
      this.skipSpace();
      if (this.text[this.index] !== ':') {
        if (this.index >= this.text.length) this.failEnd();
        this.fail(`Faltou ":" depois do nome "${key}".`);
      }
      this.index += 1;
      this.skipSpace();
      const value = this.value(depth + 1);
      members.push({ key, keyPos, value });
      this.skipSpace();
      const next = this.text[this.index];
      if (next === ',') {
        this.index += 1;
        continue;
      }
      if (next === '}') {
        this.index += 1;
        this.open.pop();
        return { type: 'object', pos, members };
      }
      if (next === undefined) this.failEnd();
      if (next === '"') this.fail(`Faltou uma vírgula depois do valor de "${key}", antes do próximo campo.`);
      this.fail(`Esperava "," ou "}" depois do valor de "${key}", mas veio ${shown(next)}.`);
    }
  }

  private badKey(char: string, afterComma: boolean): never {
    if (char === '}' && afterComma) {
      this.fail('Vírgula sobrando antes de "}": o último campo de um objeto não leva vírgula.');
    }
    if (char === "'") this.fail('Em JSON, nomes de campo usam aspas duplas ("), não aspas simples (\').');
    const word = this.peekWord();
    if (word !== null) this.fail(`O nome do campo precisa estar entre aspas duplas: "${word}".`);
    this.fail(`Esperava o nome de um campo entre aspas duplas, mas veio ${shown(char)}.`);
  }

  private array(depth: number): JsonNode {
    const pos = this.pos();
    this.open.push({ char: '[', pos });
    this.index += 1;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.index] === ']') {
      this.index += 1;
      this.open.pop();
      return { type: 'array', pos, items };
    }
    for (;;) {
      this.skipSpace();
      const char = this.text[this.index];
      if (char === ']' && items.length > 0) {
        this.fail('Vírgula sobrando antes de "]": o último item de uma lista não leva vírgula.');
      }
      items.push(this.value(depth + 1));
      this.skipSpace();
      const next = this.text[this.index];
      if (next === ',') {
        this.index += 1;
        continue;
      }
      if (next === ']') {
        this.index += 1;
        this.open.pop();
        return { type: 'array', pos, items };
      }
      if (next === undefined) this.failEnd();
      if (next === '}') {
        this.fail(
          `Esperava "]" para fechar a lista aberta na linha ${pos.line}, coluna ${pos.column}, mas veio "}".`,
        );
      }
      this.fail(
        `Faltou uma vírgula entre os itens da lista (ou um "]" para fechá-la), antes de ${shown(next)}.`,
      );
    }
  }

  /** A string starting at the current '"'; the reader ends after its closing quote. */
  private string(): string {
    const start = this.pos();
    const text = this.text;
    this.index += 1;
    let result = '';
    let runStart = this.index;
    for (;;) {
      const code = text.charCodeAt(this.index);
      if (Number.isNaN(code) || code === 0x0a || code === 0x0d) {
        this.fail('Texto sem aspas de fechamento: falta o " no fim deste texto (na mesma linha).', start);
      }
      if (code === 0x22) {
        result += text.slice(runStart, this.index);
        this.index += 1;
        return result;
      }
      if (code < 0x20) {
        this.fail(
          code === 0x09
            ? 'Tabulação dentro de um texto: JSON pede \\t no lugar dela.'
            : 'Caractere de controle dentro de um texto: apague-o.',
        );
      }
      if (code === 0x5c) {
        result += text.slice(runStart, this.index);
        result += this.escape();
        runStart = this.index;
      } else {
        this.index += 1;
      }
    }
  }

  private escape(): string {
    const char = this.text[this.index + 1];
    if (char === undefined || char === '\n' || char === '\r') {
      this.fail('Texto sem aspas de fechamento: falta o " no fim deste texto (na mesma linha).');
    }
    const simple = ESCAPES[char];
    if (simple !== undefined) {
      this.index += 2;
      return simple;
    }
    if (char === 'u') {
      const hex = this.text.slice(this.index + 2, this.index + 6);
      if (/^[0-9a-fA-F]{4}$/.test(hex)) {
        this.index += 6;
        return String.fromCharCode(parseInt(hex, 16));
      }
    }
    this.fail(
      `Escape inválido "\\${char}" dentro do texto: em JSON valem \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t e \\uXXXX.`,
    );
  }

  private number(): JsonNode {
    const pos = this.pos();
    NUMBER.lastIndex = this.index;
    const match = NUMBER.exec(this.text);
    NUMBERISH.lastIndex = this.index;
    const loose = NUMBERISH.exec(this.text)?.[0] ?? '-';
    if (!match || match[0].length < loose.length) this.fail(`Número inválido: ${loose}.`);
    const raw = match[0];
    this.index += raw.length;
    return { type: 'number', pos, value: Number(raw), raw };
  }
}

/** Reads a whole JSON document, or the first syntax error with its position. */
export function readJson(text: string): JsonResult {
  try {
    return { ok: true, value: new Reader(text).read() };
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      return { ok: false, error: { message: error.message, line: error.line, column: error.column } };
    }
    throw error;
  }
}

/** Back to plain values (for tests and callers that need no positions). */
export function plain(node: JsonNode): unknown {
  switch (node.type) {
    case 'object':
      return Object.fromEntries(node.members.map((member) => [member.key, plain(member.value)]));
    case 'array':
      return node.items.map(plain);
    case 'null':
      return null;
    default:
      return node.value;
  }
}
