// Condition operators (reference_policies_elements_condition_operators.html) and their logic
// (reference_policies_condition-logic-multiple-context-keys-or-values.html): every operator and
// every key of a block must hold (AND), any one of a key's values may match (OR). Negated
// operators hold when no value matches, so they also hold when the key is absent; `...IfExists`
// holds when the key is absent; ForAllValues / ForAnyValue test each value of a multivalued key
// (reference_policies_multi-value-conditions.html).
import { arnMatch, isArnPattern } from './arn.ts';
import type { RequestContext } from './context.ts';
import { inRange, parseIp, parseRange, type IpRange } from './ip.ts';
import { readBase64, readBool, readDate, readNumber } from './values.ts';
import { hasVariables, parseTemplate, resolveGlob, resolveText, type Template } from './variables.ts';
import { globMatch, globOf } from './wildcard.ts';

type Family =
  'string' | 'string-ci' | 'like' | 'numeric' | 'date' | 'bool' | 'binary' | 'ip' | 'arn' | 'null';
type Comparison = 'eq' | 'lt' | 'lte' | 'gt' | 'gte';

interface BaseOperator {
  family: Family;
  negated: boolean;
  comparison: Comparison;
}

function base(family: Family, negated = false, comparison: Comparison = 'eq'): BaseOperator {
  return { family, negated, comparison };
}

const BASE_OPERATORS: Readonly<Record<string, BaseOperator>> = {
  StringEquals: base('string'),
  StringNotEquals: base('string', true),
  StringEqualsIgnoreCase: base('string-ci'),
  StringNotEqualsIgnoreCase: base('string-ci', true),
  StringLike: base('like'),
  StringNotLike: base('like', true),
  NumericEquals: base('numeric'),
  NumericNotEquals: base('numeric', true),
  NumericLessThan: base('numeric', false, 'lt'),
  NumericLessThanEquals: base('numeric', false, 'lte'),
  NumericGreaterThan: base('numeric', false, 'gt'),
  NumericGreaterThanEquals: base('numeric', false, 'gte'),
  DateEquals: base('date'),
  DateNotEquals: base('date', true),
  DateLessThan: base('date', false, 'lt'),
  DateLessThanEquals: base('date', false, 'lte'),
  DateGreaterThan: base('date', false, 'gt'),
  DateGreaterThanEquals: base('date', false, 'gte'),
  Bool: base('bool'),
  BinaryEquals: base('binary'),
  IpAddress: base('ip'),
  NotIpAddress: base('ip', true),
  ArnEquals: base('arn'),
  ArnLike: base('arn'),
  ArnNotEquals: base('arn', true),
  ArnNotLike: base('arn', true),
  Null: base('null'),
};

export interface Operator extends BaseOperator {
  name: string;
  ifExists: boolean;
  set: 'any' | 'all' | null;
}

export type ConditionValue =
  | { kind: 'template'; template: Template }
  | { kind: 'number'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'binary'; value: string }
  | { kind: 'ip'; range: IpRange };

export interface Condition {
  operator: Operator;
  /** Lower case: keys are case-insensitive. */
  key: string;
  values: ConditionValue[];
}

/** The operator of a Condition block member, or why it is not one (pt-BR). */
export function readOperator(
  name: string,
): { ok: true; operator: Operator } | { ok: false; message: string } {
  let rest = name;
  let set: Operator['set'] = null;
  if (rest.startsWith('ForAnyValue:')) {
    set = 'any';
    rest = rest.slice('ForAnyValue:'.length);
  } else if (rest.startsWith('ForAllValues:')) {
    set = 'all';
    rest = rest.slice('ForAllValues:'.length);
  }
  const ifExists = rest.endsWith('IfExists');
  const baseName = ifExists ? rest.slice(0, -'IfExists'.length) : rest;
  const found = Object.hasOwn(BASE_OPERATORS, baseName) ? BASE_OPERATORS[baseName] : undefined;
  if (!found) {
    const lower = baseName.toLowerCase();
    const near = Object.keys(BASE_OPERATORS).find((known) => known.toLowerCase() === lower);
    return {
      ok: false,
      message: near
        ? `Operador de condição "${name}" com maiúsculas trocadas: escreva "${name.replace(baseName, near)}".`
        : `Operador de condição desconhecido "${name}". Alguns válidos: StringEquals, StringLike, ` +
          'NumericLessThan, DateGreaterThan, Bool, IpAddress, ArnLike, Null (e as formas ...IfExists).',
    };
  }
  if (found.family === 'null' && ifExists) {
    return {
      ok: false,
      message: 'O operador Null não aceita o sufixo IfExists: ele já testa se a chave existe.',
    };
  }
  if (found.family === 'null' && set) {
    return { ok: false, message: 'O operador Null não aceita ForAnyValue: nem ForAllValues:.' };
  }
  return { ok: true, operator: { ...found, name, ifExists, set } };
}

const EXPECTS: Readonly<Record<Family, string>> = {
  string: '',
  'string-ci': '',
  like: '',
  numeric: 'um número (como "10" ou 2.5)',
  date: 'uma data ISO 8601 (como "2026-03-01T00:00:00Z") ou segundos desde 1970',
  bool: '"true" ou "false"',
  binary: 'um valor em base64',
  ip: 'um endereço IP ou uma faixa CIDR (como "203.0.113.0/24" ou "2001:db8::/32")',
  arn: 'um ARN (arn:partição:serviço:região:conta:recurso, com * e ? se quiser)',
  null: '"true" (a chave não existe no pedido) ou "false" (a chave existe)',
};

/** One policy value of a condition, read for its operator; or why it cannot be (pt-BR). */
export function readConditionValue(
  operator: Operator,
  text: string,
  withVariables: boolean,
): { ok: true; value: ConditionValue } | { ok: false; message: string } {
  const wrong = () => ({
    ok: false as const,
    message: `O operador ${operator.name} espera ${EXPECTS[operator.family]}; "${text}" não serve.`,
  });
  switch (operator.family) {
    case 'string':
    case 'string-ci':
    case 'like':
    case 'arn': {
      // Variables are substituted only in string and ARN conditions (reference_policies_variables.html).
      const parsed = parseTemplate(text, withVariables);
      if (!parsed.ok) return parsed;
      if (operator.family === 'arn' && !hasVariables(parsed.template) && !isArnPattern(globOf(text)))
        return wrong();
      return { ok: true, value: { kind: 'template', template: parsed.template } };
    }
    case 'numeric': {
      const value = readNumber(text);
      return value === null ? wrong() : { ok: true, value: { kind: 'number', value } };
    }
    case 'date': {
      const value = readDate(text);
      return value === null ? wrong() : { ok: true, value: { kind: 'number', value } };
    }
    case 'bool':
    case 'null': {
      const value = readBool(text);
      return value === null ? wrong() : { ok: true, value: { kind: 'bool', value } };
    }
    case 'binary': {
      const value = readBase64(text);
      return value === null ? wrong() : { ok: true, value: { kind: 'binary', value } };
    }
    case 'ip': {
      const range = parseRange(text.trim());
      return range === null ? wrong() : { ok: true, value: { kind: 'ip', range } };
    }
  }
}

function compare(comparison: Comparison, request: number, policy: number): boolean {
  switch (comparison) {
    case 'eq':
      return request === policy;
    case 'lt':
      return request < policy;
    case 'lte':
      return request <= policy;
    case 'gt':
      return request > policy;
    case 'gte':
      return request >= policy;
  }
}

/** Whether one request value matches any of the policy values (before negation). */
function anyValueMatches(condition: Condition, request: string, context: RequestContext): boolean {
  const { operator, values } = condition;
  switch (operator.family) {
    case 'numeric':
    case 'date': {
      const read = operator.family === 'numeric' ? readNumber(request) : readDate(request);
      if (read === null) return false;
      return values.some(
        (value) => value.kind === 'number' && compare(operator.comparison, read, value.value),
      );
    }
    case 'bool': {
      const read = readBool(request);
      return read !== null && values.some((value) => value.kind === 'bool' && value.value === read);
    }
    case 'binary': {
      const read = readBase64(request);
      return read !== null && values.some((value) => value.kind === 'binary' && value.value === read);
    }
    case 'ip': {
      const address = parseIp(request.trim());
      return address !== null && values.some((value) => value.kind === 'ip' && inRange(value.range, address));
    }
    case 'string':
    case 'string-ci': {
      const wanted = operator.family === 'string' ? request : request.toLowerCase();
      return values.some((value) => {
        if (value.kind !== 'template') return false;
        const text = resolveText(value.template, context);
        if (text === null) return false;
        return (operator.family === 'string' ? text : text.toLowerCase()) === wanted;
      });
    }
    case 'like':
    case 'arn':
      return values.some((value) => {
        if (value.kind !== 'template') return false;
        const glob = resolveGlob(value.template, context);
        if (glob === null) return false;
        return operator.family === 'like' ? globMatch(glob, request) : arnMatch(glob, request);
      });
    case 'null':
      return false;
  }
}

/** One operator-key pair against the request. */
export function conditionHolds(condition: Condition, context: RequestContext): boolean {
  const { operator } = condition;
  const entry = context.get(condition.key);
  if (operator.family === 'null') {
    // Null: "true" asks for the key to be absent, "false" for it to be present.
    const absent = entry === undefined;
    return condition.values.some((value) => value.kind === 'bool' && value.value === absent);
  }
  if (entry === undefined) {
    if (operator.ifExists) return true;
    if (operator.set === 'all') return true;
    if (operator.set === 'any') return false;
    return operator.negated;
  }
  const test = (request: string) => anyValueMatches(condition, request, context) !== operator.negated;
  if (operator.set === 'all') return entry.values.every(test);
  if (operator.set === 'any') return entry.values.some(test);
  // A plain operator on a multivalued key: a positive one matches when any value does, a
  // negated one when none does (the negation of the positive answer).
  return operator.negated ? entry.values.every(test) : entry.values.some(test);
}

/** A whole Condition block: every operator-key pair must hold. */
export function conditionsHold(conditions: readonly Condition[], context: RequestContext): boolean {
  for (const condition of conditions) {
    if (!conditionHolds(condition, context)) return false;
  }
  return true;
}
