// The decision for one request under one identity-based policy
// (reference_policies_evaluation-logic.html): a matching Deny always wins; otherwise a matching
// Allow allows; otherwise the request is implicitly denied. A statement matches when its action
// part, its resource part and its whole Condition block all match.
import { arnMatch } from './arn.ts';
import { conditionsHold } from './conditions.ts';
import { RequestContext } from './context.ts';
import type { Policy, Statement } from './policy.ts';
import { resolveGlob } from './variables.ts';
import { globMatch } from './wildcard.ts';

export interface IamRequest {
  action: string;
  resource: string;
  principal?: string | null;
  context?: Readonly<Record<string, string | readonly string[]>>;
}

export type DecisionKind = 'allow' | 'explicit_deny' | 'implicit_deny';

export interface Decision {
  decision: DecisionKind;
  /** The statement that decided (the first matching Deny, else the first matching Allow). */
  statement: Statement | null;
}

function actionMatches(statement: Statement, action: string): boolean {
  const listed = statement.actions.some((pattern) => globMatch(pattern.glob, action));
  // NotAction matches every action except the listed ones (reference_policies_elements_notaction.html).
  return statement.notAction ? !listed : listed;
}

function resourceMatches(statement: Statement, resource: string, context: RequestContext): boolean {
  const listed = statement.resources.some((pattern) => {
    // A variable without a value matches no resource (reference_policies_variables.html).
    const glob = resolveGlob(pattern.template, context);
    return glob !== null && arnMatch(glob, resource);
  });
  // NotResource matches every resource except the listed ones (reference_policies_elements_notresource.html).
  return statement.notResource ? !listed : listed;
}

/** Whether the statement applies to the request. */
export function statementMatches(
  statement: Statement,
  action: string,
  resource: string,
  context: RequestContext,
) {
  return (
    actionMatches(statement, action) &&
    resourceMatches(statement, resource, context) &&
    conditionsHold(statement.conditions, context)
  );
}

export function evaluate(policy: Policy, request: IamRequest): Decision {
  const context = new RequestContext(request.context ?? {}, request.principal ?? null);
  const action = request.action.toLowerCase();
  let allowedBy: Statement | null = null;
  for (const statement of policy.statements) {
    if (statement.effect === 'Allow' && allowedBy) continue;
    if (!statementMatches(statement, action, request.resource, context)) continue;
    if (statement.effect === 'Deny') return { decision: 'explicit_deny', statement };
    allowedBy = statement;
  }
  return allowedBy
    ? { decision: 'allow', statement: allowedBy }
    : { decision: 'implicit_deny', statement: null };
}
