// One rule of an `infra_file` spec against the values its path reaches (docs/practice.md).
import type { PathLeaf } from './path.ts';

export const RULE_OPS = ['exists', 'absent', 'equals', 'not_equals', 'in', 'matches', 'gte', 'lte'] as const;
export type RuleOp = (typeof RULE_OPS)[number];
export type Quantifier = 'all' | 'any';

export interface RuleTest {
  op: RuleOp;
  value?: unknown;
  quantifier?: Quantifier;
}

export interface RuleVerdict {
  passed: boolean;
  /** pt-BR, for a failed rule. */
  detail: string | null;
}

/** A value as the learner would read it in a detail, cut short when long. */
export function showValue(value: unknown): string {
  const text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function deepEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, i) => deepEqual(item, right[i]));
  }
  const leftKeys = Object.keys(left);
  const rightRecord = right as Record<string, unknown>;
  return (
    leftKeys.length === Object.keys(rightRecord).length &&
    leftKeys.every(
      (key) =>
        Object.prototype.hasOwnProperty.call(rightRecord, key) &&
        deepEqual((left as Record<string, unknown>)[key], rightRecord[key]),
    )
  );
}

/** A number, or a string that spells one (Compose and Kubernetes often quote numbers). */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** Why one reached value fails the test, in pt-BR, or null when it satisfies it. */
function valueProblem(test: RuleTest, leaf: Extract<PathLeaf, { found: true }>, pattern: RegExp | null) {
  const { path, value } = leaf;
  switch (test.op) {
    case 'exists':
      return null;
    case 'absent':
      return `Em ${path}: este campo não deveria existir (encontrado: ${showValue(value)}).`;
    case 'equals':
      return deepEqual(value, test.value)
        ? null
        : `Em ${path}: esperado ${showValue(test.value)}, encontrado ${showValue(value)}.`;
    case 'not_equals':
      return deepEqual(value, test.value)
        ? `Em ${path}: o valor não pode ser ${showValue(test.value)}.`
        : null;
    case 'in': {
      const options = Array.isArray(test.value) ? test.value : [];
      return options.some((option) => deepEqual(value, option))
        ? null
        : `Em ${path}: encontrado ${showValue(value)}; valores aceitos: ${options.map(showValue).join(', ')}.`;
    }
    case 'matches': {
      const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      if (text && pattern !== null && pattern.test(String(value))) return null;
      return `Em ${path}: ${showValue(value)} não segue o padrão ${String(test.value)}.`;
    }
    case 'gte':
    case 'lte': {
      const found = asNumber(value);
      const limit = Number(test.value);
      if (found === null) return `Em ${path}: esperado um número, encontrado ${showValue(value)}.`;
      if (test.op === 'gte' && found < limit)
        return `Em ${path}: esperado pelo menos ${limit}, encontrado ${found}.`;
      if (test.op === 'lte' && found > limit)
        return `Em ${path}: esperado no máximo ${limit}, encontrado ${found}.`;
      return null;
    }
  }
}

/**
 * `all` (the default): every branch the path reaches satisfies the test, and there is at least
 * one. `any`: at least one does. `absent` passes when no branch reaches a value (`all`) or when
 * one branch does not (`any`). `nothing` is the detail when the path reaches nothing at all.
 */
export function applyRule(test: RuleTest, leaves: PathLeaf[], nothing: string): RuleVerdict {
  const quantifier = test.quantifier ?? 'all';
  const pattern = test.op === 'matches' ? compilePattern(test.value) : null;
  if (test.op === 'absent') {
    const present = leaves.filter((leaf): leaf is Extract<PathLeaf, { found: true }> => leaf.found);
    const missing = leaves.length - present.length;
    if (quantifier === 'all' ? present.length === 0 : missing > 0 || leaves.length === 0) {
      return { passed: true, detail: null };
    }
    return { passed: false, detail: valueProblem(test, present[0]!, null) };
  }
  if (leaves.length === 0) return { passed: false, detail: nothing };
  const problems = leaves.map((leaf) =>
    leaf.found ? valueProblem(test, leaf, pattern) : `O caminho ${leaf.path} não existe no arquivo.`,
  );
  const failing = problems.filter((problem): problem is string => problem !== null);
  if (quantifier === 'any') {
    if (failing.length < problems.length) return { passed: true, detail: null };
    if (leaves.every((leaf) => !leaf.found)) return { passed: false, detail: nothing };
    return { passed: false, detail: `Nenhum valor atende à regra. ${failing[0]}` };
  }
  if (failing.length === 0) return { passed: true, detail: null };
  if (leaves.length > 1 && leaves.every((leaf) => !leaf.found)) return { passed: false, detail: nothing };
  return { passed: false, detail: failing[0]! };
}

export function compilePattern(value: unknown): RegExp | null {
  if (typeof value !== 'string') return null;
  try {
    return new RegExp(value, 'u');
  } catch {
    return null;
  }
}
