// The grader's own first check: the file against the official JSON Schema of its format
// (sources and versions in schemas/README.md). Validators are built once per schema and kept.
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { InfraFormat } from './parse.ts';
import { formatPath } from './path.ts';
import { showValue } from './rules.ts';
import s3Bucket from './schemas/cloudformation/AWS_S3_Bucket.json' with { type: 'json' };
import s3BucketPolicy from './schemas/cloudformation/AWS_S3_BucketPolicy.json' with { type: 'json' };
import ec2SecurityGroup from './schemas/cloudformation/AWS_EC2_SecurityGroup.json' with { type: 'json' };
import iamRole from './schemas/cloudformation/AWS_IAM_Role.json' with { type: 'json' };
import cloudFormationTemplate from './schemas/cloudformation-template.json' with { type: 'json' };
import composeSpec from './schemas/compose-spec.json' with { type: 'json' };
import kubernetesDefinitions from './schemas/kubernetes-v1.30.0.json' with { type: 'json' };

/** The first schema error: where (the author's path notation) and what, in pt-BR. */
export interface SchemaProblem {
  path: string;
  message: string;
}

/** Kubernetes kinds the grader knows, with the definition and apiVersion of each (v1.30). */
export const KUBERNETES_KINDS: Record<string, { definition: string; apiVersion: string }> = {
  Deployment: { definition: 'io.k8s.api.apps.v1.Deployment', apiVersion: 'apps/v1' },
  Pod: { definition: 'io.k8s.api.core.v1.Pod', apiVersion: 'v1' },
  Service: { definition: 'io.k8s.api.core.v1.Service', apiVersion: 'v1' },
  ConfigMap: { definition: 'io.k8s.api.core.v1.ConfigMap', apiVersion: 'v1' },
  Namespace: { definition: 'io.k8s.api.core.v1.Namespace', apiVersion: 'v1' },
};

/** CloudFormation resource types whose Properties are checked against their registry schema. */
const CLOUDFORMATION_TYPES: Record<string, unknown> = {
  'AWS::S3::Bucket': s3Bucket,
  'AWS::S3::BucketPolicy': s3BucketPolicy,
  'AWS::EC2::SecurityGroup': ec2SecurityGroup,
  'AWS::IAM::Role': iamRole,
};

export const CLOUDFORMATION_RESOURCE_TYPES = Object.keys(CLOUDFORMATION_TYPES);

const validators = new Map<string, Validator>();

function validator(key: string, schema: () => unknown): Validator {
  let cached = validators.get(key);
  if (!cached) {
    cached = new Validator(schema() as Schema, '7', false);
    validators.set(key, cached);
  }
  return cached;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  integer: 'número inteiro',
  number: 'número',
  boolean: 'booleano (true ou false)',
  object: 'mapa (chave: valor)',
  array: 'lista',
  null: 'vazio (null)',
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** '#/spec/template/0' → ['spec', 'template', 0], reading the instance to tell indexes from keys. */
function pointerSegments(pointer: string, root: unknown): (string | number)[] {
  const segments: (string | number)[] = [];
  let value: unknown = root;
  for (const raw of pointer.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value) && /^\d+$/.test(key)) {
      segments.push(Number(key));
      value = value[Number(key)];
    } else {
      segments.push(key);
      value =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    }
  }
  return segments;
}

function valueAt(root: unknown, segments: readonly (string | number)[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/** The pt-BR message for one error of @cfworker/json-schema (its English texts are stable). */
function describe(error: OutputUnit, value: unknown, segments: (string | number)[]): string {
  const quoted = /"([^"]*)"/.exec(error.error)?.[1];
  switch (error.keyword) {
    case 'type': {
      const expected = /Expected "([^"]*)"/.exec(error.error)?.[1] ?? '';
      const names = expected.split(/",\s*"|,\s*/).map((name) => TYPE_NAMES[name] ?? name);
      return `deveria ser ${names.join(' ou ')}, mas é ${TYPE_NAMES[typeOf(value)] ?? typeOf(value)}.`;
    }
    case 'required':
      return `falta o campo obrigatório "${quoted ?? ''}".`;
    case 'false':
      return `o campo "${String(segments[segments.length - 1] ?? '')}" não existe neste esquema (confira a grafia e a indentação).`;
    case 'enum':
    case 'const': {
      const list = /(\[.*\]|\{.*\}|".*"|\S+)\.$/.exec(
        error.error.replace(/^Instance does not match (any of )?/, ''),
      );
      return `o valor ${showValue(value)} não é aceito; valores possíveis: ${list?.[1] ?? ''}.`;
    }
    case 'pattern':
      return `o valor ${showValue(value)} não segue o formato exigido.`;
    case 'format':
      return `o valor ${showValue(value)} não segue o formato ${quoted ?? ''}.`;
    case 'minLength':
      return 'o texto é curto demais.';
    case 'maxLength':
      return 'o texto é longo demais.';
    case 'minimum':
    case 'exclusiveMinimum':
      return `o valor ${showValue(value)} é menor que o mínimo permitido.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `o valor ${showValue(value)} é maior que o máximo permitido.`;
    case 'minItems':
      return 'a lista tem itens de menos.';
    case 'maxItems':
      return 'a lista tem itens demais.';
    case 'uniqueItems':
      return 'a lista tem itens repetidos.';
    case 'minProperties':
      return 'o mapa está vazio ou tem campos de menos.';
    case 'maxProperties':
      return 'o mapa tem campos demais.';
    case 'propertyNames':
      return `o nome "${quoted ?? ''}" não é aceito aqui.`;
    case 'dependentRequired':
    case 'dependencies': {
      const names = [...error.error.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
      return names.length === 2
        ? `quem usa "${names[0]}" também precisa de "${names[1]}".`
        : 'uma combinação de campos não é aceita.';
    }
    case 'oneOf':
      return /\(0 matches\)/.test(error.error)
        ? 'o valor não corresponde a nenhuma das formas aceitas.'
        : 'o valor corresponde a mais de uma forma aceita ao mesmo tempo.';
    case 'anyOf':
      return 'o valor não corresponde a nenhuma das formas aceitas.';
    case 'not':
      return 'o valor está em uma forma que o esquema proíbe.';
    default:
      return `o valor não segue o esquema (regra "${error.keyword}").`;
  }
}

/** Errors that only summarise their children. */
const SUMMARIES = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  '$ref',
  '$recursiveRef',
  'allOf',
  'if',
  'then',
  'else',
  'dependentSchemas',
]);

/**
 * The errors that are not summaries of others, in order. A failed anyOf/oneOf stands for its
 * branches, unless exactly one branch accepts the value's type: then that branch's errors.
 */
function leafErrors(errors: OutputUnit[]): OutputUnit[] {
  const leaves: OutputUnit[] = [];
  let skipPrefix: string | null = null;
  for (const [index, error] of errors.entries()) {
    if (skipPrefix !== null && error.keywordLocation.startsWith(skipPrefix)) continue;
    skipPrefix = null;
    if (SUMMARIES.has(error.keyword)) continue;
    if (error.keyword === 'dependencies' && /dependant schema/.test(error.error)) continue;
    if (
      (error.keyword === 'anyOf' || error.keyword === 'oneOf') &&
      !/\([1-9]\d* matches\)/.test(error.error)
    ) {
      const prefix = `${error.keywordLocation}/`;
      const branches = new Map<string, OutputUnit[]>();
      for (const inner of errors.slice(index + 1)) {
        if (!inner.keywordLocation.startsWith(prefix)) continue;
        const branch = inner.keywordLocation.slice(prefix.length).split('/')[0]!;
        branches.set(branch, [...(branches.get(branch) ?? []), inner]);
      }
      const fitting = [...branches.values()].filter(
        (list) =>
          !list.some(
            (inner) => inner.keyword === 'type' && inner.instanceLocation === error.instanceLocation,
          ),
      );
      const inner = fitting.length === 1 ? leafErrors(fitting[0]!) : [];
      leaves.push(...(inner.length > 0 ? inner : [error]));
      skipPrefix = prefix;
      continue;
    }
    leaves.push(error);
  }
  return leaves;
}

/** The error to show: an unknown field first (a typo also makes a required one go missing). */
function firstError(errors: OutputUnit[]): OutputUnit | null {
  const leaves = leafErrors(errors);
  return leaves.find((error) => error.keyword === 'false') ?? leaves[0] ?? null;
}

function isIntrinsic(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === 'Ref' || keys[0]!.startsWith('Fn::'));
}

/** JSON pointers of the intrinsic functions ({ Ref }, { Fn::Sub }, …) in a value. */
function intrinsicPointers(value: unknown, at = '#', found: string[] = []): string[] {
  if (isIntrinsic(value)) {
    found.push(at);
    return found;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      intrinsicPointers(
        item,
        `${at}/${encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'))}`,
        found,
      );
    }
  }
  return found;
}

function check(
  schema: Validator,
  instance: unknown,
  prefix: (string | number)[],
  ignore: string[] = [],
): SchemaProblem | null {
  const result = schema.validate(instance);
  if (result.valid) return null;
  const errors = result.errors.filter(
    (error) =>
      !ignore.some(
        (pointer) => error.instanceLocation === pointer || error.instanceLocation.startsWith(`${pointer}/`),
      ),
  );
  const error = firstError(errors);
  if (!error) return null;
  const segments = pointerSegments(error.instanceLocation, instance);
  return {
    path: formatPath([...prefix, ...segments]),
    message: describe(error, valueAt(instance, segments), segments),
  };
}

function checkKubernetes(document: unknown): SchemaProblem | null {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { path: '(raiz)', message: 'o documento deveria ser um mapa (chave: valor).' };
  }
  const { kind, apiVersion } = document as Record<string, unknown>;
  if (kind === undefined) return { path: 'kind', message: 'falta o campo obrigatório "kind".' };
  const known = typeof kind === 'string' ? KUBERNETES_KINDS[kind] : undefined;
  if (!known) {
    return {
      path: 'kind',
      message: `o tipo ${showValue(kind)} não é aceito aqui; use ${Object.keys(KUBERNETES_KINDS).join(', ')}.`,
    };
  }
  if (apiVersion === undefined)
    return { path: 'apiVersion', message: 'falta o campo obrigatório "apiVersion".' };
  if (apiVersion !== known.apiVersion) {
    return {
      path: 'apiVersion',
      message: `para ${String(kind)}, deveria ser ${showValue(known.apiVersion)}, não ${showValue(apiVersion)}.`,
    };
  }
  const schema = validator(`kubernetes:${String(kind)}`, () => ({
    $ref: `#/definitions/${known.definition}`,
    definitions: kubernetesDefinitions.definitions,
  }));
  return check(schema, document, []);
}

function checkCloudFormation(template: unknown): SchemaProblem | null {
  const envelope = check(
    validator('cloudformation', () => cloudFormationTemplate),
    template,
    [],
    intrinsicPointers(template),
  );
  if (envelope) return envelope;
  const resources = (template as { Resources: Record<string, { Type: string; Properties?: unknown }> })
    .Resources;
  for (const [name, resource] of Object.entries(resources)) {
    const registry = CLOUDFORMATION_TYPES[resource.Type] as { readOnlyProperties?: string[] } | undefined;
    if (!registry) continue;
    const properties = resource.Properties ?? {};
    const prefix = ['Resources', name, 'Properties'];
    for (const pointer of registry.readOnlyProperties ?? []) {
      const key = /^\/properties\/([^/]+)$/.exec(pointer)?.[1];
      if (key && typeof properties === 'object' && properties !== null && key in properties) {
        return {
          path: formatPath([...prefix, key]),
          message: `"${key}" é somente leitura: o CloudFormation o preenche, não o modelo.`,
        };
      }
    }
    const problem = check(
      validator(`cloudformation:${resource.Type}`, () => registry),
      properties,
      prefix,
      intrinsicPointers(properties),
    );
    if (problem) return problem;
  }
  return null;
}

/** The first schema problem of a file's documents, or null when every document follows it. */
export function schemaProblem(format: InfraFormat, documents: unknown[]): SchemaProblem | null {
  if (format === 'compose')
    return check(
      validator('compose', () => composeSpec),
      documents[0],
      [],
    );
  if (format === 'cloudformation') return checkCloudFormation(documents[0]);
  for (const [index, document] of documents.entries()) {
    const problem = checkKubernetes(document);
    if (problem && documents.length > 1) {
      const kind = (document as { kind?: unknown } | null)?.kind;
      const label = typeof kind === 'string' ? ` (${kind})` : '';
      return { path: `documento ${index + 1}${label}, ${problem.path}`, message: problem.message };
    }
    if (problem) return problem;
  }
  return null;
}
