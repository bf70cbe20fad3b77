// The `cli_command` grader (docs/practice.md → `cli_command` spec): split the body as sh would,
// read each command by meaning, and look for every expected command among them.
import { checkBaseProblems } from '../infra/check-fields.ts';
import {
  graded,
  outcome,
  unreadable,
  type CheckBase,
  type CheckOutcome,
  type GradeResult,
} from '../types.ts';
import { PROGRAM_NAMES } from './flags.ts';
import {
  commandHead,
  commandProblems,
  isCandidate,
  readCommand,
  valueHints,
  type ExpectedShape,
  type ReadCommand,
} from './match.ts';
import { splitCommands, type ShellCommand } from './shell.ts';

/** The id of the grader's own check for `forbidden_commands`: no command may take it. */
export const FORBIDDEN_CHECK_ID = 'sem-comandos-proibidos';

interface ExpectedCommand extends CheckBase, ExpectedShape {}

interface CliSpec {
  commands: ExpectedCommand[];
  ordered?: boolean;
  forbidden_commands?: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWordList(value: unknown, allowEmpty: boolean): value is string[] {
  return (
    Array.isArray(value) &&
    (allowEmpty || value.length > 0) &&
    value.every((item) => typeof item === 'string' && item.trim() !== '' && !/\s/.test(item))
  );
}

function flagValueProblem(value: unknown): string | null {
  if (value === true) return null;
  if (typeof value === 'string') return value === '' ? 'o valor não pode ser vazio' : null;
  if (Array.isArray(value)) {
    return value.length > 0 && value.every((item) => typeof item === 'string' && item !== '')
      ? null
      : 'uma lista de valores não pode ser vazia nem ter itens vazios';
  }
  if (isRecord(value) && typeof value.matches === 'string' && Object.keys(value).length === 1) {
    try {
      new RegExp(value.matches, 'u');
      return null;
    } catch {
      return 'matches deve ser uma expressão regular válida';
    }
  }
  return 'o valor deve ser true, um texto, uma lista de textos ou { "matches": "regex" }';
}

function commandProblemsOfSpec(command: unknown, index: number): string[] {
  const where = `Comando ${index + 1}`;
  if (!isRecord(command)) return [`${where}: deve ser um objeto.`];
  const problems = checkBaseProblems(command, where);
  if (command.id === FORBIDDEN_CHECK_ID) {
    problems.push(`${where}: o id "${FORBIDDEN_CHECK_ID}" é reservado ao corretor.`);
  }
  if (typeof command.program !== 'string' || !PROGRAM_NAMES.includes(command.program)) {
    problems.push(`${where}: program deve ser um de ${PROGRAM_NAMES.join(', ')}.`);
  }
  if (!isWordList(command.subcommand, true)) {
    problems.push(`${where}: subcommand deve ser uma lista de palavras (por exemplo ["s3", "cp"]).`);
  }
  if (
    command.args !== undefined &&
    !(Array.isArray(command.args) && command.args.every((a) => typeof a === 'string'))
  ) {
    problems.push(`${where}: args deve ser uma lista de textos.`);
  }
  const flags = command.flags;
  if (flags !== undefined) {
    if (!isRecord(flags)) problems.push(`${where}: flags deve ser um objeto.`);
    else {
      for (const [name, value] of Object.entries(flags)) {
        if (!/^--?[A-Za-z0-9]/.test(name))
          problems.push(`${where}: a opção "${name}" deve começar com - ou --.`);
        const problem = flagValueProblem(value);
        if (problem) problems.push(`${where}: em ${name}, ${problem}.`);
      }
    }
  }
  if (command.forbidden_flags !== undefined) {
    if (
      !isWordList(command.forbidden_flags, true) ||
      !command.forbidden_flags.every((name) => name.startsWith('-'))
    ) {
      problems.push(`${where}: forbidden_flags deve ser uma lista de opções (como "--acl").`);
    } else if (isRecord(flags)) {
      for (const name of command.forbidden_flags) {
        if (name in flags)
          problems.push(`${where}: a opção ${name} não pode ser exigida e proibida ao mesmo tempo.`);
      }
    }
  }
  return problems;
}

export function cliSpecProblems(spec: unknown): string[] {
  if (!isRecord(spec)) return ['A especificação deve ser um objeto com commands.'];
  const problems: string[] = [];
  if (!Array.isArray(spec.commands) || spec.commands.length === 0) {
    return ['commands deve ser uma lista com pelo menos um comando.'];
  }
  spec.commands.forEach((command, index) => problems.push(...commandProblemsOfSpec(command, index)));
  const ids = spec.commands.map((command) => (isRecord(command) ? command.id : undefined)).filter(Boolean);
  for (const id of new Set(ids.filter((id, index) => ids.indexOf(id) !== index))) {
    problems.push(`O id "${String(id)}" aparece em mais de um comando.`);
  }
  if (spec.ordered !== undefined && typeof spec.ordered !== 'boolean')
    problems.push('ordered deve ser true ou false.');
  if (spec.forbidden_commands !== undefined) {
    const valid =
      Array.isArray(spec.forbidden_commands) &&
      spec.forbidden_commands.every(
        (entry) => typeof entry === 'string' && PROGRAM_NAMES.includes(entry.trim().split(/\s+/)[0] ?? ''),
      );
    if (!valid) {
      problems.push(
        'forbidden_commands deve ser uma lista de comandos como "aws s3 rm" (programa e subcomando).',
      );
    }
  }
  return problems;
}

interface Attempt {
  index: number;
  problems: string[];
}

/** Every submitted command that is this expected one's program and subcommand, with its problems. */
function attempts(expected: ExpectedCommand, submitted: readonly ShellCommand[]): Attempt[] {
  const hints = valueHints(expected);
  const found: Attempt[] = [];
  submitted.forEach((shell, index) => {
    const command = readCommand(shell.words, shell.line, hints);
    if (command && isCandidate(expected, command))
      found.push({ index, problems: commandProblems(expected, command) });
  });
  return found;
}

function missingDetail(expected: ExpectedCommand, read: readonly (ReadCommand | null)[]): string {
  const name = [expected.program, ...expected.subcommand].join(' ');
  const same = [
    ...new Set(
      read
        .filter((command): command is ReadCommand => command?.program === expected.program)
        .map((command) => commandHead(command, Math.max(expected.subcommand.length, 1))),
    ),
  ].slice(0, 3);
  return same.length > 0
    ? `Nenhum comando ${name} encontrado (foi enviado: ${same.join('; ')}).`
    : `Nenhum comando ${name} encontrado.`;
}

function forbiddenCheck(entries: string[], read: readonly (ReadCommand | null)[]): CheckOutcome {
  const hits: string[] = [];
  for (const entry of entries) {
    const [program, ...words] = entry.trim().split(/\s+/);
    for (const command of read) {
      if (command?.program === program && words.every((word, index) => command.positionals[index] === word)) {
        hits.push(`${entry.trim()} (linha ${command.line})`);
      }
    }
  }
  return outcome(
    {
      id: FORBIDDEN_CHECK_ID,
      label: 'Nenhum comando proibido neste exercício',
      explanation: `Este exercício não aceita comandos destrutivos como ${entries.join(', ')}: remova-os e envie de novo.`,
    },
    hits.length === 0,
    hits.length === 0 ? null : `Não é permitido usar: ${hits.join(', ')}.`,
  );
}

export function gradeCliCommands(spec: unknown, body: string): GradeResult {
  if (cliSpecProblems(spec).length > 0) {
    return unreadable('O exercício está com a especificação inválida; avise a equipe do curso.');
  }
  const { commands: expectedCommands, ordered = false, forbidden_commands: forbidden } = spec as CliSpec;
  const split = splitCommands(body);
  if ('error' in split) return { passed: false, parse_error: split.error, checks: [] };
  if (split.commands.length === 0) return unreadable('Nenhum comando foi enviado.');
  const read = split.commands.map((shell) => readCommand(shell.words, shell.line));

  const checks: CheckOutcome[] = [];
  let last = -1;
  for (const expected of expectedCommands) {
    const found = attempts(expected, split.commands);
    const matching = found.filter((attempt) => attempt.problems.length === 0);
    if (matching.length > 0) {
      const inOrder = matching.find((attempt) => attempt.index > last);
      if (!ordered || inOrder) {
        if (ordered && inOrder) last = inOrder.index;
        checks.push(outcome(expected, true));
      } else {
        checks.push(
          outcome(expected, false, 'O comando está fora de ordem: ele precisa vir depois do passo anterior.'),
        );
      }
      continue;
    }
    if (found.length === 0) {
      checks.push(outcome(expected, false, missingDetail(expected, read)));
      continue;
    }
    const best = found.reduce((left, right) => (right.problems.length < left.problems.length ? right : left));
    checks.push(outcome(expected, false, best.problems.join(' ')));
  }
  if (forbidden && forbidden.length > 0) checks.push(forbiddenCheck(forbidden, read));
  return graded(checks);
}
