// Reading a split command by meaning (program, subcommand, positional arguments, flags in any
// order and in short or long form) and comparing it with one expected command of a spec.
import {
  canonicalFlag,
  flagArity,
  PROGRAMS,
  subcommandKey,
  type FlagArity,
  type ProgramInfo,
} from './flags.ts';

/** A flag's expected value: present, one value, several values (repeatable) or a pattern. */
export type ExpectedValue = true | string | string[] | { matches: string };

export interface ExpectedShape {
  program: string;
  subcommand: string[];
  args?: string[];
  flags?: Record<string, ExpectedValue>;
  forbidden_flags?: string[];
}

export interface ReadCommand {
  program: string;
  positionals: string[];
  /** Canonical flag name → the value of each occurrence (null for a switch). */
  flags: Map<string, (string | null)[]>;
  line: number;
}

const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** The program a command's first word names: `/usr/local/bin/aws` and `docker.exe` count. */
export function programName(word: string): string {
  return (word.split(/[\\/]/).pop() ?? word).replace(/\.exe$/i, '');
}

/** Words after `sudo` and `VAR=value` prefixes. */
function commandWords(words: readonly string[]): string[] {
  let start = 0;
  while (start < words.length && (ASSIGNMENT.test(words[start]!) || words[start] === 'sudo')) start += 1;
  return words.slice(start);
}

/**
 * Reads one command's words. `hints` names the flags the expected command wants a value for,
 * so that an unknown `--flag word` takes `word` as its value only then (conservative otherwise).
 */
export function readCommand(
  rawWords: readonly string[],
  line: number,
  hints: ReadonlySet<string> = new Set(),
): ReadCommand | null {
  const words = commandWords(rawWords);
  if (words.length === 0) return null;
  const program = programName(words[0]!);
  const info: ProgramInfo | undefined = PROGRAMS[program];
  const positionals: string[] = [];
  const flags = new Map<string, (string | null)[]>();
  const add = (name: string, value: string | null) => flags.set(name, [...(flags.get(name) ?? []), value]);
  if (!info) return { program, positionals: words.slice(1), flags, line };

  let flagsOver = false;
  let dashDash = false;
  let index = 1;
  const arityOf = (key: string | null, name: string): FlagArity =>
    flagArity(info, key, name) ?? (hints.has(name) ? 'value' : 'switch');
  const take = (name: string, arity: FlagArity, attached: string | null) => {
    if (attached !== null) {
      add(name, attached);
      return;
    }
    if (arity === 'value') {
      add(name, index < words.length ? words[index]! : null);
      index += 1;
    } else if (arity === 'list') {
      let any = false;
      while (index < words.length && !(words[index]!.startsWith('-') && words[index]!.length > 1)) {
        add(name, words[index]!);
        index += 1;
        any = true;
      }
      if (!any) add(name, null);
    } else add(name, null);
  };

  while (index < words.length) {
    const word = words[index]!;
    index += 1;
    const key = subcommandKey(info, positionals);
    if (key !== null && info.stopAfter[key] !== undefined) {
      const before = key.split(' ').length + info.stopAfter[key]!;
      if (positionals.length >= before) flagsOver = true;
    }
    if (word === '--' && !dashDash) {
      // The end of the program's own flags (kubectl exec POD -- COMMAND).
      dashDash = true;
      flagsOver = true;
      continue;
    }
    if (flagsOver || !word.startsWith('-') || word === '-' || NEGATIVE_NUMBER.test(word)) {
      positionals.push(word);
      continue;
    }
    const equals = word.indexOf('=');
    if (info.style === 'go' || word.startsWith('--')) {
      const written = equals > 0 ? word.slice(0, equals) : word;
      const name = canonicalFlag(info, key, written);
      take(name, arityOf(key, name), equals > 0 ? word.slice(equals + 1) : null);
      continue;
    }
    // A short flag: `-n prod`, `-nprod`, `-n=prod`, or switches together (`-it`).
    const letters = word.slice(1);
    const first = canonicalFlag(info, key, `-${letters[0]}`);
    const knownFirst = first !== `-${letters[0]}` || flagArity(info, key, first) !== null || hints.has(first);
    if (!knownFirst && letters.length > 1) {
      // Not a short flag the table knows (`-auto-approve` given to another program): one flag.
      const written = equals > 0 ? word.slice(0, equals) : word;
      const name = canonicalFlag(info, key, written);
      take(name, arityOf(key, name), equals > 0 ? word.slice(equals + 1) : null);
      continue;
    }
    for (let at = 0; at < letters.length; at += 1) {
      const name = canonicalFlag(info, key, `-${letters[at]}`);
      const arity = arityOf(key, name);
      if (arity === 'switch' || arity === 'optional') {
        add(name, null);
        continue;
      }
      const rest = letters.slice(at + 1).replace(/^=/, '');
      take(name, arity, rest === '' ? null : rest);
      break;
    }
  }
  return { program, positionals, flags, line };
}

/** The canonical name of a flag as a spec writes it, for the expected command's subcommand. */
export function specFlagName(program: string, subcommand: readonly string[], written: string): string {
  const info = PROGRAMS[program];
  if (!info) return written;
  return canonicalFlag(info, subcommandKey(info, subcommand), written);
}

/** Flags whose expected value is a value (not a bare switch): hints for reading. */
export function valueHints(expected: ExpectedShape): Set<string> {
  const hints = new Set<string>();
  for (const [name, value] of Object.entries(expected.flags ?? {})) {
    if (value !== true) hints.add(specFlagName(expected.program, expected.subcommand, name));
  }
  return hints;
}

/** `./site/` and `site` name the same path; other arguments compare as written. */
function samePath(left: string, right: string): boolean {
  const normal = (text: string) => {
    let result = text.startsWith('./') && text.length > 2 ? text.slice(2) : text;
    while (result.length > 1 && result.endsWith('/') && !result.endsWith('://')) result = result.slice(0, -1);
    return result;
  };
  return normal(left) === normal(right);
}

export function isCandidate(expected: ExpectedShape, command: ReadCommand): boolean {
  return (
    command.program === expected.program &&
    expected.subcommand.every((word, index) => command.positionals[index] === word)
  );
}

function quoteWords(words: readonly string[]): string {
  return words.map((word) => (/[\s"']/.test(word) || word === '' ? `'${word}'` : word)).join(' ');
}

/** What keeps a candidate from matching, in pt-BR sentences; [] when it matches. */
export function commandProblems(expected: ExpectedShape, command: ReadCommand): string[] {
  const problems: string[] = [];
  if (expected.args) {
    const actual = command.positionals.slice(expected.subcommand.length);
    const wanted = expected.args;
    const same =
      actual.length === wanted.length && wanted.every((arg, index) => samePath(arg, actual[index]!));
    if (!same) {
      if (actual.length === 0) problems.push(`Faltam os argumentos: ${quoteWords(wanted)}.`);
      else if (actual.length === wanted.length) {
        const index = wanted.findIndex((arg, i) => !samePath(arg, actual[i]!));
        problems.push(
          `O argumento ${index + 1} deve ser ${quoteWords([wanted[index]!])}, não ${quoteWords([actual[index]!])}.`,
        );
      } else problems.push(`Os argumentos devem ser ${quoteWords(wanted)}, não ${quoteWords(actual)}.`);
    }
  }
  for (const [written, value] of Object.entries(expected.flags ?? {})) {
    const name = specFlagName(expected.program, expected.subcommand, written);
    const found = command.flags.get(name) ?? [];
    if (found.length === 0) {
      problems.push(
        typeof value === 'string'
          ? `Falta a opção ${written} ${quoteWords([value])}.`
          : `Falta a opção ${written}.`,
      );
      continue;
    }
    const given = found.filter((item): item is string => item !== null);
    if (value === true) continue;
    if (typeof value === 'string') {
      if (given.includes(value)) continue;
      problems.push(
        given.length === 0
          ? `A opção ${written} precisa do valor ${quoteWords([value])}.`
          : `O valor de ${written} deve ser ${quoteWords([value])}, não ${quoteWords([given[given.length - 1]!])}.`,
      );
    } else if (Array.isArray(value)) {
      for (const item of value) {
        if (!given.includes(item)) problems.push(`Falta o valor ${quoteWords([item])} em ${written}.`);
      }
    } else {
      let pattern: RegExp | null = null;
      try {
        pattern = new RegExp(value.matches, 'u');
      } catch {
        pattern = null;
      }
      if (!given.some((item) => pattern?.test(item))) {
        problems.push(
          given.length === 0
            ? `A opção ${written} precisa de um valor.`
            : `O valor de ${written} (${quoteWords([given[given.length - 1]!])}) não está no formato esperado.`,
        );
      }
    }
  }
  for (const written of expected.forbidden_flags ?? []) {
    const name = specFlagName(expected.program, expected.subcommand, written);
    if (command.flags.has(name)) problems.push(`A opção ${written} não deve ser usada aqui.`);
  }
  return problems;
}

/** How a command is shown in a detail: program and its first positional words. */
export function commandHead(command: ReadCommand, words: number): string {
  return [command.program, ...command.positionals.slice(0, words)].join(' ');
}
