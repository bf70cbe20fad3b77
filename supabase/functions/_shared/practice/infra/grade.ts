// The `infra_file` grader (docs/practice.md → Infrastructure files: schemas and rules): parse the
// file, check it against the official schema of its format, then apply the spec's rules.
import {
  graded,
  outcome,
  unreadable,
  type CheckBase,
  type CheckOutcome,
  type GradeResult,
} from '../types.ts';
import { checkBaseProblems } from './check-fields.ts';
import { parseInfraFile, type InfraFormat } from './parse.ts';
import { evaluatePath, parsePath, type PathLeaf, type PathSegment } from './path.ts';
import { applyRule, compilePattern, RULE_OPS, type Quantifier, type RuleOp } from './rules.ts';
import { CLOUDFORMATION_RESOURCE_TYPES, KUBERNETES_KINDS, schemaProblem } from './schema.ts';

export const INFRA_FORMATS: readonly InfraFormat[] = ['kubernetes', 'compose', 'cloudformation'];

/** The id of the grader's own schema check: no rule may take it. */
export const SCHEMA_CHECK_ID = 'esquema-oficial';

const FORMAT_NAMES: Record<InfraFormat, string> = {
  kubernetes: 'do Kubernetes',
  compose: 'do Docker Compose',
  cloudformation: 'do CloudFormation',
};

interface InfraRule extends CheckBase {
  path: string;
  op: RuleOp;
  value?: unknown;
  quantifier?: Quantifier;
  /** Kubernetes: the documents of this kind; CloudFormation: the resources of this type. */
  kind?: string;
}

interface InfraSpec {
  format: InfraFormat;
  rules: InfraRule[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ruleProblems(rule: unknown, index: number, format: unknown): string[] {
  const where = `Regra ${index + 1}`;
  if (!isRecord(rule)) return [`${where}: deve ser um objeto.`];
  const problems = checkBaseProblems(rule, where);
  if (rule.id === SCHEMA_CHECK_ID)
    problems.push(`${where}: o id "${SCHEMA_CHECK_ID}" é reservado ao corretor.`);
  const path = typeof rule.path === 'string' ? parsePath(rule.path) : 'Falta o caminho (path).';
  if (typeof path === 'string') problems.push(`${where}: ${path}`);
  const op = rule.op;
  if (typeof op !== 'string' || !(RULE_OPS as readonly string[]).includes(op)) {
    problems.push(`${where}: op deve ser um de ${RULE_OPS.join(', ')}.`);
  } else if (op === 'exists' || op === 'absent') {
    if (rule.value !== undefined) problems.push(`${where}: ${op} não usa value.`);
  } else if (!('value' in rule)) {
    problems.push(`${where}: ${op} precisa de value.`);
  } else if (op === 'in' && (!Array.isArray(rule.value) || rule.value.length === 0)) {
    problems.push(`${where}: para in, value deve ser uma lista não vazia.`);
  } else if (op === 'matches' && compilePattern(rule.value) === null) {
    problems.push(`${where}: para matches, value deve ser uma expressão regular válida.`);
  } else if (
    (op === 'gte' || op === 'lte') &&
    (typeof rule.value !== 'number' || !Number.isFinite(rule.value))
  ) {
    problems.push(`${where}: para ${op}, value deve ser um número.`);
  }
  if (rule.quantifier !== undefined && rule.quantifier !== 'all' && rule.quantifier !== 'any') {
    problems.push(`${where}: quantifier deve ser all ou any.`);
  }
  if (rule.kind !== undefined) {
    if (format === 'kubernetes') {
      if (typeof rule.kind !== 'string' || !(rule.kind in KUBERNETES_KINDS)) {
        problems.push(`${where}: kind deve ser um de ${Object.keys(KUBERNETES_KINDS).join(', ')}.`);
      }
    } else if (format === 'cloudformation') {
      if (typeof rule.kind !== 'string' || !/^(AWS|Custom)::[A-Za-z0-9]+(::[A-Za-z0-9]+)?$/.test(rule.kind)) {
        problems.push(
          `${where}: kind deve ser um tipo de recurso, como ${CLOUDFORMATION_RESOURCE_TYPES[0]}.`,
        );
      }
    } else {
      problems.push(`${where}: kind só vale para Kubernetes e CloudFormation.`);
    }
  }
  return problems;
}

export function infraSpecProblems(spec: unknown): string[] {
  if (!isRecord(spec)) return ['A especificação deve ser um objeto com format e rules.'];
  const problems: string[] = [];
  if (!(INFRA_FORMATS as readonly unknown[]).includes(spec.format)) {
    problems.push(`format deve ser um de ${INFRA_FORMATS.join(', ')}.`);
  }
  if (!Array.isArray(spec.rules) || spec.rules.length === 0) {
    problems.push('rules deve ser uma lista com pelo menos uma regra.');
    return problems;
  }
  spec.rules.forEach((rule, index) => problems.push(...ruleProblems(rule, index, spec.format)));
  const ids = spec.rules
    .map((rule) => (isRecord(rule) ? rule.id : undefined))
    .filter((id) => typeof id === 'string');
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  for (const id of new Set(repeated)) problems.push(`O id "${String(id)}" aparece em mais de uma regra.`);
  return problems;
}

/** The leaves a rule's path reaches in the file, and what to say when it reaches nothing. */
function reach(
  format: InfraFormat,
  documents: unknown[],
  rule: InfraRule,
  segments: PathSegment[],
): { leaves: PathLeaf[]; nothing: string } {
  const nothing = `Nada no arquivo corresponde ao caminho ${rule.path}.`;
  if (format === 'kubernetes') {
    const targets = rule.kind
      ? documents.filter((document) => isRecord(document) && document.kind === rule.kind)
      : documents;
    if (rule.kind && targets.length === 0) {
      return { leaves: [], nothing: `Nenhum documento do tipo ${rule.kind} no arquivo.` };
    }
    const prefixed = documents.length > 1;
    return {
      leaves: targets.flatMap((document) =>
        evaluatePath(document, segments).map((leaf) =>
          prefixed ? { ...leaf, path: `documento ${documents.indexOf(document) + 1}, ${leaf.path}` } : leaf,
        ),
      ),
      nothing,
    };
  }
  let root = documents[0];
  if (format === 'cloudformation' && rule.kind && isRecord(root)) {
    const resources = isRecord(root.Resources) ? root.Resources : {};
    const ofKind = Object.entries(resources).filter(
      ([, resource]) => isRecord(resource) && resource.Type === rule.kind,
    );
    if (ofKind.length === 0) return { leaves: [], nothing: `Nenhum recurso do tipo ${rule.kind} no modelo.` };
    root = { ...root, Resources: Object.fromEntries(ofKind) };
  }
  return { leaves: evaluatePath(root, segments), nothing };
}

export function gradeInfraFile(spec: unknown, body: string): GradeResult {
  if (infraSpecProblems(spec).length > 0) {
    return unreadable('O exercício está com a especificação inválida; avise a equipe do curso.');
  }
  const { format, rules } = spec as InfraSpec;
  const parsed = parseInfraFile(format, body);
  if ('error' in parsed) return { passed: false, parse_error: parsed.error, checks: [] };
  const { documents } = parsed;

  const problem = schemaProblem(format, documents);
  const checks: CheckOutcome[] = [
    outcome(
      {
        id: SCHEMA_CHECK_ID,
        label: `O arquivo segue o esquema oficial ${FORMAT_NAMES[format]}`,
        explanation: `O arquivo precisa ser aceito pelo esquema oficial ${FORMAT_NAMES[format]} antes de qualquer outra regra: corrija o campo indicado (nome, indentação ou tipo do valor) e envie de novo.`,
      },
      problem === null,
      problem === null ? null : `Em ${problem.path}: ${problem.message}`,
    ),
  ];
  for (const rule of rules) {
    const segments = parsePath(rule.path) as PathSegment[];
    const { leaves, nothing } = reach(format, documents, rule, segments);
    const verdict = applyRule(rule, leaves, nothing);
    checks.push(outcome(rule, verdict.passed, verdict.detail));
  }
  return graded(checks);
}
