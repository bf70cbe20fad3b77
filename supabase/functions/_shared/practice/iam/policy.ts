// Reads an identity-based policy document (reference_policies_grammar.html) into the form the
// evaluator uses. Anything the IAM console would refuse is a parse error at the offending
// member, in pt-BR, so the learner sees the line of `"Effect": "allow"` and not "invalid JSON".
import type { ParseError } from '../types.ts';
import { readConditionValue, readOperator, type Condition } from './conditions.ts';
import { readJson, type JsonMember, type JsonNode, type Position } from './json.ts';
import { parseTemplate, type Template } from './variables.ts';
import { globOf, lowerGlob } from './wildcard.ts';

export type PolicyVersion = '2012-10-17' | '2008-10-17';

export interface ActionPattern {
  raw: string;
  /** Lower case: action names are case-insensitive. */
  glob: number[];
  pos: Position;
}

export interface ResourcePattern {
  raw: string;
  template: Template;
  pos: Position;
}

export interface Statement {
  /** 1-based, in the order written. */
  number: number;
  sid: string | null;
  pos: Position;
  effect: 'Allow' | 'Deny';
  notAction: boolean;
  actions: ActionPattern[];
  notResource: boolean;
  resources: ResourcePattern[];
  conditions: Condition[];
}

export interface Policy {
  version: PolicyVersion;
  statements: Statement[];
}

export type PolicyResult = { ok: true; policy: Policy } | { ok: false; error: ParseError };

class PolicyError extends Error {
  constructor(
    message: string,
    readonly pos: Position,
  ) {
    super(message);
  }
}

function fail(message: string, pos: Position): never {
  throw new PolicyError(message, pos);
}

const POLICY_MEMBERS = ['Version', 'Id', 'Statement'];
const STATEMENT_MEMBERS = ['Sid', 'Effect', 'Action', 'NotAction', 'Resource', 'NotResource', 'Condition'];
const ACTION = /^(?:\*|[A-Za-z0-9*?-]+:[A-Za-z0-9*?_-]+)$/;

/** Reads the policy text; the first problem found, with its position, otherwise. */
export function readPolicy(text: string): PolicyResult {
  const json = readJson(text);
  if (!json.ok) return json;
  try {
    return { ok: true, policy: policyOf(json.value) };
  } catch (error) {
    if (error instanceof PolicyError) {
      return { ok: false, error: { message: error.message, line: error.pos.line, column: error.pos.column } };
    }
    throw error;
  }
}

function unknownMember(member: JsonMember, known: readonly string[], where: string): never {
  const near = known.find((name) => name.toLowerCase() === member.key.toLowerCase());
  if (near) {
    fail(
      `Escreva "${near}", não "${member.key}": os nomes dos elementos da política diferenciam maiúsculas de minúsculas.`,
      member.keyPos,
    );
  }
  fail(`Elemento desconhecido "${member.key}" ${where}. Os válidos são: ${known.join(', ')}.`, member.keyPos);
}

function policyOf(root: JsonNode): Policy {
  if (root.type !== 'object') {
    fail('A política precisa ser um objeto JSON ({ … }) com "Version" e "Statement".', root.pos);
  }
  let version: PolicyVersion = '2008-10-17';
  let statementNode: JsonNode | null = null;
  for (const member of root.members) {
    if (member.key === 'Version') {
      const value = member.value;
      if (value.type !== 'string') fail('"Version" precisa ser um texto: "2012-10-17".', value.pos);
      if (value.value !== '2012-10-17' && value.value !== '2008-10-17') {
        fail(`A versão "${value.value}" não existe: use "Version": "2012-10-17".`, value.pos);
      }
      version = value.value;
    } else if (member.key === 'Id') {
      if (member.value.type !== 'string') fail('"Id" precisa ser um texto.', member.value.pos);
    } else if (member.key === 'Statement') {
      statementNode = member.value;
    } else if (member.key === 'Principal' || member.key === 'NotPrincipal') {
      fail(principalMessage(member.key), member.keyPos);
    } else {
      unknownMember(member, POLICY_MEMBERS, 'na política');
    }
  }
  if (!statementNode) fail('Falta "Statement": a lista de declarações da política.', root.pos);
  const items: JsonNode[] =
    statementNode.type === 'array'
      ? statementNode.items
      : statementNode.type === 'object'
        ? [statementNode]
        : [];
  if (statementNode.type !== 'array' && statementNode.type !== 'object') {
    fail('"Statement" precisa ser um objeto { … } ou uma lista [ { … } ] de declarações.', statementNode.pos);
  }
  const sids = new Set<string>();
  const statements = items.map((item, index) => statementOf(item, index + 1, version, sids));
  return { version, statements };
}

function principalMessage(key: string): string {
  return (
    `Uma política de identidade não tem "${key}": ela vale para quem a recebe (usuário, grupo ou função). ` +
    `"${key}" só existe em políticas de recurso, como a de um bucket. Remova este elemento.`
  );
}

function statementOf(node: JsonNode, number: number, version: PolicyVersion, sids: Set<string>): Statement {
  if (node.type !== 'object') fail(`A declaração ${number} precisa ser um objeto { … }.`, node.pos);
  const byKey = new Map<string, JsonMember>();
  for (const member of node.members) {
    if (member.key === 'Principal' || member.key === 'NotPrincipal')
      fail(principalMessage(member.key), member.keyPos);
    if (!STATEMENT_MEMBERS.includes(member.key)) unknownMember(member, STATEMENT_MEMBERS, 'na declaração');
    byKey.set(member.key, member);
  }
  const sid = sidOf(byKey.get('Sid'), sids);
  const effectMember = byKey.get('Effect');
  if (!effectMember) fail(`Falta "Effect" na declaração ${number}: use "Allow" ou "Deny".`, node.pos);
  const effect = effectOf(effectMember.value);
  const action = exclusive(byKey, 'Action', 'NotAction');
  if (!action) fail(`Falta "Action" na declaração ${number}: quais ações ela permite ou nega?`, node.pos);
  const resource = exclusive(byKey, 'Resource', 'NotResource');
  if (!resource) {
    fail(
      `Falta "Resource" na declaração ${number}: numa política de identidade, diga a quais recursos (ARNs) ` +
        'ela se aplica, ou "*" para todos.',
      node.pos,
    );
  }
  const withVariables = version === '2012-10-17';
  const conditionMember = byKey.get('Condition');
  return {
    number,
    sid,
    pos: node.pos,
    effect,
    notAction: action.key === 'NotAction',
    actions: strings(action).map(({ text, pos }) => actionOf(text, pos)),
    notResource: resource.key === 'NotResource',
    resources: strings(resource).map(({ text, pos }) => resourceOf(text, pos, withVariables)),
    conditions: conditionMember ? conditionsOf(conditionMember.value, withVariables) : [],
  };
}

function sidOf(member: JsonMember | undefined, sids: Set<string>): string | null {
  if (!member) return null;
  const value = member.value;
  if (value.type !== 'string') fail('"Sid" precisa ser um texto, como "LerRelatorios".', value.pos);
  // IAM accepts only ASCII letters and digits in a Sid, unique within the policy.
  if (!/^[A-Za-z0-9]*$/.test(value.value)) {
    fail(
      `O Sid "${value.value}" só pode ter letras sem acento e números (sem espaços nem hífens).`,
      value.pos,
    );
  }
  if (sids.has(value.value))
    fail(`O Sid "${value.value}" já foi usado: cada declaração precisa de um Sid único.`, value.pos);
  sids.add(value.value);
  return value.value || null;
}

function effectOf(value: JsonNode): 'Allow' | 'Deny' {
  if (value.type === 'string') {
    if (value.value === 'Allow' || value.value === 'Deny') return value.value;
    const lower = value.value.toLowerCase();
    if (lower === 'allow' || lower === 'deny') {
      const right = lower === 'allow' ? 'Allow' : 'Deny';
      fail(
        `Escreva "${right}", não "${value.value}": a AWS diferencia maiúsculas de minúsculas no Effect.`,
        value.pos,
      );
    }
  }
  fail('"Effect" aceita só "Allow" (permitir) ou "Deny" (negar).', value.pos);
}

function exclusive(byKey: Map<string, JsonMember>, positive: string, negative: string): JsonMember | null {
  const yes = byKey.get(positive);
  const no = byKey.get(negative);
  if (yes && no) {
    const second =
      yes.keyPos.line > no.keyPos.line ||
      (yes.keyPos.line === no.keyPos.line && yes.keyPos.column > no.keyPos.column)
        ? yes
        : no;
    fail(`Use "${positive}" ou "${negative}", não os dois na mesma declaração.`, second.keyPos);
  }
  return yes ?? no ?? null;
}

function strings(member: JsonMember): { text: string; pos: Position }[] {
  const value = member.value;
  if (value.type === 'string') return [{ text: value.value, pos: value.pos }];
  if (value.type === 'array') {
    if (value.items.length === 0) fail(`A lista "${member.key}" está vazia.`, value.pos);
    return value.items.map((item) => {
      if (item.type !== 'string')
        fail(`Cada item de "${member.key}" precisa ser um texto entre aspas.`, item.pos);
      return { text: item.value, pos: item.pos };
    });
  }
  fail(`"${member.key}" precisa ser um texto ou uma lista de textos.`, value.pos);
}

function actionOf(text: string, pos: Position): ActionPattern {
  if (!ACTION.test(text)) {
    fail(`Ação inválida "${text}": use serviço:Ação, como "s3:GetObject" (ou "*" para todas).`, pos);
  }
  return { raw: text, glob: lowerGlob(globOf(text)), pos };
}

function resourceOf(text: string, pos: Position, withVariables: boolean): ResourcePattern {
  const parsed = parseTemplate(text, withVariables);
  if (!parsed.ok) fail(parsed.message, pos);
  // The shape is checked on the text around the variables: a variable fills in one part.
  const shape = withVariables ? text.replace(/\$\{[^}]*\}/g, 'x') : text;
  if (shape !== '*' && !(shape.startsWith('arn:') && shape.split(':').length >= 6)) {
    fail(
      `Recurso inválido "${text}": use um ARN com seis partes, arn:partição:serviço:região:conta:recurso ` +
        '(como "arn:aws:s3:::meu-bucket/*"), ou "*".',
      pos,
    );
  }
  return { raw: text, template: parsed.template, pos };
}

function conditionsOf(node: JsonNode, withVariables: boolean): Condition[] {
  if (node.type !== 'object') {
    fail('"Condition" precisa ser um objeto: { "Operador": { "chave": "valor" } }.', node.pos);
  }
  const conditions: Condition[] = [];
  for (const member of node.members) {
    const read = readOperator(member.key);
    if (!read.ok) fail(read.message, member.keyPos);
    const operator = read.operator;
    const block = member.value;
    if (block.type !== 'object') {
      fail(`O operador ${operator.name} precisa de um objeto { "chave": "valor" }.`, block.pos);
    }
    for (const entry of block.members) {
      if (!/^[A-Za-z0-9-]+:\S+$/.test(entry.key)) {
        fail(
          `Chave de condição inválida "${entry.key}": use prefixo:nome, como "aws:SourceIp".`,
          entry.keyPos,
        );
      }
      const values = scalars(entry).map(({ text, pos }) => {
        const value = readConditionValue(operator, text, withVariables);
        if (!value.ok) fail(value.message, pos);
        return value.value;
      });
      conditions.push({ operator, key: entry.key.toLowerCase(), values });
    }
  }
  return conditions;
}

function scalars(member: JsonMember): { text: string; pos: Position }[] {
  const scalar = (node: JsonNode): { text: string; pos: Position } => {
    if (node.type === 'string') return { text: node.value, pos: node.pos };
    // Numbers keep the text as written ("10.0" stays "10.0"); IAM reads values as strings.
    if (node.type === 'number') return { text: node.raw, pos: node.pos };
    if (node.type === 'boolean') return { text: String(node.value), pos: node.pos };
    fail(
      `O valor de "${member.key}" precisa ser um texto, um número, true/false ou uma lista deles.`,
      node.pos,
    );
  };
  const value = member.value;
  if (value.type !== 'array') return [scalar(value)];
  if (value.items.length === 0) fail(`A lista de valores de "${member.key}" está vazia.`, value.pos);
  return value.items.map(scalar);
}
