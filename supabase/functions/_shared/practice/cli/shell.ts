// Splitting a learner's commands as POSIX sh would, without running or expanding anything:
// single quotes, double quotes (where \ escapes only " \ $ ` and a newline), backslash escapes,
// `\` line continuations, `#` comments at the start of a word, and `;`, `&&`, `||`, `|`, `&` and
// newlines between commands. Redirections (`> file`, `2>&1`) are dropped with their target.
// A `$ ` prompt at the start of a line is ignored: learners paste from docs.
import type { ParseError } from '../types.ts';

export interface ShellCommand {
  words: string[];
  /** 1-based line where the command starts. */
  line: number;
}

export type SplitResult = { commands: ShellCommand[] } | { error: ParseError };

const OPERATOR_START = new Set([';', '&', '|', '\n']);

export function splitCommands(body: string): SplitResult {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word = '';
  /** Whether the current word has begun (an empty '' is a word too). */
  let inWord = false;
  let commandLine = 1;
  let line = 1;
  let column = 1;
  let atLineStart = true;
  /** The next word is the target of a redirection, to be dropped. */
  let redirectTarget = false;
  let index = 0;

  const advance = (count = 1) => {
    for (let step = 0; step < count; step += 1) {
      if (body[index] === '\n') {
        line += 1;
        column = 1;
      } else column += 1;
      index += 1;
    }
  };
  const endWord = () => {
    if (!inWord) return;
    if (redirectTarget) redirectTarget = false;
    else words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push({ words, line: commandLine });
    words = [];
  };
  const unclosed = (kind: string, atLine: number, atColumn: number): SplitResult => ({
    error: {
      message: `${kind} abertas na linha ${atLine}, coluna ${atColumn}, não foram fechadas.`,
      line: atLine,
      column: atColumn,
    },
  });

  while (index < body.length) {
    const char = body[index]!;
    if (atLineStart) {
      if (char === ' ' || char === '\t') {
        advance();
        continue;
      }
      atLineStart = false;
      if (char === '$' && (body[index + 1] === ' ' || body[index + 1] === '\t')) {
        advance(2);
        continue;
      }
    }
    if (words.length === 0 && !inWord) commandLine = line;

    if (char === '\\') {
      if (body[index + 1] === '\n') {
        advance(2);
        continue;
      }
      if (body[index + 1] === '\r' && body[index + 2] === '\n') {
        advance(3);
        continue;
      }
      if (index + 1 < body.length) word += body[index + 1];
      inWord = true;
      advance(2);
      continue;
    }
    if (char === "'") {
      const startLine = line;
      const startColumn = column;
      advance();
      const close = body.indexOf("'", index);
      if (close < 0) return unclosed('Aspas simples', startLine, startColumn);
      word += body.slice(index, close);
      inWord = true;
      advance(close - index + 1);
      continue;
    }
    if (char === '"') {
      const startLine = line;
      const startColumn = column;
      advance();
      inWord = true;
      let closed = false;
      while (index < body.length) {
        const inner = body[index]!;
        if (inner === '"') {
          closed = true;
          advance();
          break;
        }
        if (inner === '\\' && index + 1 < body.length) {
          const next = body[index + 1]!;
          if (next === '\n') {
            advance(2);
            continue;
          }
          if (next === '"' || next === '\\' || next === '$' || next === '`') {
            word += next;
            advance(2);
            continue;
          }
        }
        word += inner;
        advance();
      }
      if (!closed) return unclosed('Aspas duplas', startLine, startColumn);
      continue;
    }
    if (char === '#' && !inWord) {
      while (index < body.length && body[index] !== '\n') advance();
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      endWord();
      advance();
      continue;
    }
    if (OPERATOR_START.has(char)) {
      // `&>` and `>&` are redirections, not separators.
      if (char === '&' && body[index + 1] === '>') {
        endWord();
        redirectTarget = true;
        advance(body[index + 2] === '>' ? 3 : 2);
        continue;
      }
      endCommand();
      if (char === '\n') atLineStart = true;
      const double = (char === '&' || char === '|') && body[index + 1] === char;
      advance(double ? 2 : 1);
      continue;
    }
    if (char === '>' || char === '<') {
      // A redirection: `>`, `>>`, `2>`, `2>&1`, `<`. A digit just before it is its descriptor.
      if (inWord && /^\d$/.test(word)) {
        word = '';
        inWord = false;
      } else endWord();
      advance(body[index + 1] === char ? 2 : 1);
      if (body[index] === '&') {
        advance();
        while (index < body.length && /\d|-/.test(body[index]!)) advance();
        continue;
      }
      redirectTarget = true;
      continue;
    }
    word += char;
    inWord = true;
    advance();
  }
  endCommand();
  return { commands };
}
