// The iam_policy grader (docs/practice.md → iam_policy spec): the learner's policy is read once,
// then every scenario is decided by AWS's evaluation logic and every least-privilege rule is
// checked. Pure and synchronous; never throws on the learner's text.
import { graded, outcome, unreadable, type CheckOutcome, type GradeResult } from '../types.ts';
import { evaluate, type Decision } from './evaluate.ts';
import { readPolicy } from './policy.ts';
import { checkRule } from './rules.ts';
import { readIamSpec, type IamScenario } from './spec.ts';

const DECISION_TEXT: Readonly<Record<Decision['decision'], string>> = {
  allow: 'permitido',
  explicit_deny: 'negado (negação explícita)',
  implicit_deny: 'negado (nenhuma permissão concedida)',
};

/** 'Esperado: permitido. Sua política: negado (negação explícita). Decidiu a declaração 2 …' */
const EXPECTED_TEXT: Readonly<Record<IamScenario['expect'], string>> = {
  allow: 'permitido',
  deny: 'negado',
  explicit_deny: 'negado por uma declaração Deny',
};

/** Whether the decision meets what the scenario expects. */
export function meetsExpectation(expected: IamScenario['expect'], decision: Decision): boolean {
  if (expected === 'explicit_deny') return decision.decision === 'explicit_deny';
  return (decision.decision === 'allow') === (expected === 'allow');
}

export function decisionDetail(expected: IamScenario['expect'], decision: Decision): string {
  const wanted = EXPECTED_TEXT[expected];
  let detail = `Esperado: ${wanted}. Sua política: ${DECISION_TEXT[decision.decision]}.`;
  const statement = decision.statement;
  if (statement) {
    const sid = statement.sid ? ` ("${statement.sid}")` : '';
    detail += ` Decidiu a declaração ${statement.number}${sid}, na linha ${statement.pos.line}.`;
  }
  return detail;
}

export function gradeIamPolicy(spec: unknown, body: string): GradeResult {
  const read = readIamSpec(spec);
  if (!read.spec) {
    return unreadable(
      `Este exercício está configurado com erro (${read.problems[0] ?? 'especificação inválida'}).`,
    );
  }
  const policy = readPolicy(body);
  if (!policy.ok) return unreadable(policy.error.message, policy.error.line, policy.error.column);
  const checks: CheckOutcome[] = [];
  for (const scenario of read.spec.scenarios) {
    const decision = evaluate(policy.policy, scenario);
    const passed = meetsExpectation(scenario.expect, decision);
    checks.push(outcome(scenario, passed, decisionDetail(scenario.expect, decision)));
  }
  for (const rule of read.spec.rules) {
    const result = checkRule(policy.policy, rule.rule);
    checks.push(outcome(rule, result.passed, result.detail));
  }
  return graded(checks);
}

/** The spec's own problems in pt-BR, [] when it can be graded with. */
export function iamSpecProblems(spec: unknown): string[] {
  return readIamSpec(spec).problems;
}
