// The iam_policy spec (docs/practice.md → iam_policy spec): scenarios (one request each, with the
// decision the learner's policy must reach) and least-privilege rules. Authoring refuses a spec
// with problems, so every message says what to fix, in pt-BR.
import type { CheckBase } from '../types.ts';
import { arnParts } from './arn.ts';

export const IAM_RULES = ['no_wildcard_action', 'no_wildcard_resource', 'no_not_action'] as const;
export type IamRuleKind = (typeof IAM_RULES)[number];

export interface IamScenario extends CheckBase {
  action: string;
  resource: string;
  principal?: string | null;
  context?: Record<string, string | string[]>;
  /**
   * The decision the policy must reach: 'deny' is met by any denial (no Allow matched, or a Deny
   * did); 'explicit_deny' only by a Deny statement that matches (a guardrail the exercise asks for).
   */
  expect: 'allow' | 'deny' | 'explicit_deny';
}

export interface IamRule extends CheckBase {
  rule: IamRuleKind;
}

export interface IamSpec {
  scenarios: IamScenario[];
  rules: IamRule[];
}

/** Enough for any exercise, and keeps a grading well under a millisecond per scenario. */
export const MAX_SCENARIOS = 40;

const CHECK_ID = /^[a-z0-9-]{1,40}$/;
const REQUEST_ACTION = /^[A-Za-z0-9-]+:[A-Za-z0-9]+$/;
const CONTEXT_KEY = /^[A-Za-z0-9-]+:\S+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkProblems(check: Record<string, unknown>, name: string, ids: Set<string>): string[] {
  const problems: string[] = [];
  const id = check.id;
  if (typeof id !== 'string' || !CHECK_ID.test(id)) {
    problems.push(
      `${name}: o id precisa ter de 1 a 40 letras minúsculas, números ou hífens (como "ler-relatorios").`,
    );
  } else if (ids.has(id)) {
    problems.push(`${name}: o id "${id}" já foi usado em outra verificação deste exercício.`);
  } else {
    ids.add(id);
  }
  if (typeof check.label !== 'string' || !check.label.trim())
    problems.push(`${name}: falta o título (label).`);
  if (typeof check.explanation !== 'string' || !check.explanation.trim()) {
    problems.push(`${name}: falta a explicação mostrada quando a verificação falha (explanation).`);
  }
  return problems;
}

/**
 * Problems of the 'Rever na aula' link. They do not stop a grading (the outcome just carries
 * the link as given), only authoring. A file names the lesson by title, the database by id.
 */
function lessonProblems(check: Record<string, unknown>, name: string): string[] {
  const problems: string[] = [];
  const lessonId = check.lesson_id;
  if (lessonId !== undefined && lessonId !== null && (typeof lessonId !== 'string' || !lessonId)) {
    problems.push(`${name}: lesson_id precisa ser o id de uma aula ou null.`);
  }
  const second = check.lesson_second;
  if (second !== undefined && second !== null) {
    const titled = typeof check.lesson_title === 'string' && check.lesson_title !== '';
    if (typeof second !== 'number' || !Number.isInteger(second) || second < 0) {
      problems.push(`${name}: lesson_second precisa ser um número inteiro de segundos (0 ou mais).`);
    } else if ((typeof lessonId !== 'string' || !lessonId) && !titled) {
      problems.push(`${name}: lesson_second precisa de uma aula (lesson_id, ou lesson_title num arquivo).`);
    }
  }
  return problems;
}

function contextProblems(context: unknown, name: string): string[] {
  if (context === undefined || context === null) return [];
  if (!isRecord(context)) return [`${name}: context precisa ser um objeto { "chave": "valor" }.`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(context)) {
    if (!CONTEXT_KEY.test(key)) {
      problems.push(
        `${name}: a chave de contexto "${key}" precisa ter o formato prefixo:nome, como "aws:SourceIp".`,
      );
    }
    const ok =
      typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
    if (!ok) {
      problems.push(
        `${name}: o valor de "${key}" precisa ser um texto ou uma lista de textos (como "true" ou ["a", "b"]).`,
      );
    }
  }
  return problems;
}

function scenarioProblems(scenario: Record<string, unknown>, name: string, ids: Set<string>): string[] {
  const problems = checkProblems(scenario, name, ids);
  if (typeof scenario.action !== 'string' || !REQUEST_ACTION.test(scenario.action)) {
    problems.push(
      `${name}: action precisa ser uma só ação no formato serviço:Ação, como "s3:GetObject" (sem curingas).`,
    );
  }
  const resource = scenario.resource;
  if (typeof resource !== 'string' || (resource !== '*' && arnParts(resource) === null)) {
    problems.push(`${name}: resource precisa ser um ARN (arn:partição:serviço:região:conta:recurso) ou "*".`);
  }
  const principal = scenario.principal;
  if (
    principal !== undefined &&
    principal !== null &&
    (typeof principal !== 'string' || arnParts(principal) === null)
  ) {
    problems.push(
      `${name}: principal precisa ser o ARN de quem faz o pedido, como "arn:aws:iam::123456789012:user/ana".`,
    );
  }
  problems.push(...contextProblems(scenario.context, name));
  if (scenario.expect !== 'allow' && scenario.expect !== 'deny' && scenario.expect !== 'explicit_deny') {
    problems.push(
      `${name}: expect precisa ser "allow" (permitido), "deny" (negado) ou "explicit_deny" (negado por uma declaração Deny).`,
    );
  }
  return problems;
}

function ruleProblems(
  rule: Record<string, unknown>,
  name: string,
  ids: Set<string>,
  kinds: Set<string>,
): string[] {
  const problems = checkProblems(rule, name, ids);
  const kind = rule.rule;
  if (typeof kind !== 'string' || !(IAM_RULES as readonly string[]).includes(kind)) {
    problems.push(`${name}: rule precisa ser uma de ${IAM_RULES.join(', ')}.`);
  } else if (kinds.has(kind)) {
    problems.push(`${name}: a regra ${kind} já aparece em outra verificação.`);
  } else {
    kinds.add(kind);
  }
  return problems;
}

function nameOf(kind: string, index: number, item: unknown): string {
  const id = isRecord(item) && typeof item.id === 'string' && item.id ? ` ("${item.id}")` : '';
  return `${kind} ${index + 1}${id}`;
}

/**
 * The spec's problems (pt-BR, [] when valid) and the spec itself when it can be graded with:
 * a problem with a check's lesson link alone does not stop the grading.
 */
export function readIamSpec(spec: unknown): { problems: string[]; spec: IamSpec | null } {
  if (!isRecord(spec)) {
    return {
      problems: ['A especificação precisa ser um objeto com "scenarios" (e, se quiser, "rules").'],
      spec: null,
    };
  }
  const problems: string[] = [];
  const linkProblems: string[] = [];
  const ids = new Set<string>();
  const scenarios = spec.scenarios;
  if (!Array.isArray(scenarios) || scenarios.length === 0) {
    problems.push('Falta ao menos um cenário em "scenarios": é com eles que a política é avaliada.');
  } else {
    if (scenarios.length > MAX_SCENARIOS) problems.push(`Use no máximo ${MAX_SCENARIOS} cenários.`);
    scenarios.forEach((scenario, index) => {
      const name = nameOf('Cenário', index, scenario);
      if (!isRecord(scenario)) problems.push(`${name}: precisa ser um objeto.`);
      else {
        problems.push(...scenarioProblems(scenario, name, ids));
        linkProblems.push(...lessonProblems(scenario, name));
      }
    });
  }
  const rules = spec.rules ?? [];
  if (!Array.isArray(rules)) {
    problems.push('"rules" precisa ser uma lista (ou ficar de fora).');
  } else {
    const kinds = new Set<string>();
    rules.forEach((rule, index) => {
      const name = nameOf('Regra', index, rule);
      if (!isRecord(rule)) problems.push(`${name}: precisa ser um objeto.`);
      else {
        problems.push(...ruleProblems(rule, name, ids, kinds));
        linkProblems.push(...lessonProblems(rule, name));
      }
    });
  }
  if (problems.length > 0) return { problems: [...problems, ...linkProblems], spec: null };
  return {
    problems: linkProblems,
    spec: { scenarios: scenarios as IamScenario[], rules: rules as IamRule[] },
  };
}
