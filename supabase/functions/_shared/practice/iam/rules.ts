// Least-privilege rules (best-practices.html → grant least privilege): a policy can reach every
// scenario's decision and still grant far more than the task needs. Only Allow statements are
// looked at: a broad Deny takes access away, which is never an excess of privilege.
import type { ActionPattern, Policy, ResourcePattern, Statement } from './policy.ts';
import type { IamRuleKind } from './spec.ts';

export interface RuleOutcome {
  passed: boolean;
  detail: string | null;
}

function where(statement: Statement, line: number): string {
  const sid = statement.sid ? ` ("${statement.sid}")` : '';
  return `A declaração ${statement.number}${sid}, na linha ${line},`;
}

/** "*", "s3:*", "*:*": every action, or every action of a service. */
function isWildcardAction(pattern: ActionPattern): boolean {
  const name = pattern.raw.slice(pattern.raw.indexOf(':') + 1);
  return pattern.raw === '*' || /^\*+$/.test(name);
}

/** "*" or an ARN whose every part is only stars ("arn:*:*:*:*:*"). */
function isWildcardResource(pattern: ResourcePattern): boolean {
  const parts = pattern.raw.split(':');
  const stars = (part: string) => /^\*+$/.test(part);
  return parts.length === 1 ? stars(pattern.raw) : parts[0] === 'arn' && parts.slice(1).every(stars);
}

function firstViolation(policy: Policy, kind: IamRuleKind): string | null {
  for (const statement of policy.statements) {
    if (statement.effect !== 'Allow') continue;
    if (kind === 'no_not_action' && statement.notAction) {
      return (
        `${where(statement, statement.pos.line)} usa Allow com NotAction: isso permite todas as ações, ` +
        'menos as listadas.'
      );
    }
    if (kind === 'no_wildcard_action' && !statement.notAction) {
      const broad = statement.actions.find(isWildcardAction);
      if (broad)
        return `${where(statement, broad.pos.line)} permite "${broad.raw}": todas as ações de uma vez.`;
    }
    if (kind === 'no_wildcard_resource') {
      if (statement.notResource) {
        return (
          `${where(statement, statement.pos.line)} usa Allow com NotResource: isso vale para todos os ` +
          'recursos, menos os listados.'
        );
      }
      const broad = statement.resources.find(isWildcardResource);
      if (broad)
        return `${where(statement, broad.pos.line)} vale para "${broad.raw}": todos os recursos da conta.`;
    }
  }
  return null;
}

export function checkRule(policy: Policy, kind: IamRuleKind): RuleOutcome {
  const violation = firstViolation(policy, kind);
  return violation ? { passed: false, detail: violation } : { passed: true, detail: null };
}
