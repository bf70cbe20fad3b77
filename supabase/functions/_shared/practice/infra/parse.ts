// Reading an infrastructure file: YAML or JSON (JSON is read as the YAML it also is), with the
// `yaml` package. Errors become a pt-BR parse error at the library's 1-based line and column.
import {
  parseAllDocuments,
  type YAMLMap,
  type YAMLSeq,
  type CollectionTag,
  type Document,
  type ScalarTag,
  type YAMLError,
} from 'yaml';
import type { ParseError } from '../types.ts';

export type InfraFormat = 'kubernetes' | 'compose' | 'cloudformation';

export type ParsedFile = { documents: unknown[] } | { error: ParseError };

/** pt-BR messages for the `yaml` package's error codes; any other code gets the generic one. */
const MESSAGES: Record<string, string> = {
  BAD_INDENT: 'A indentação está incorreta.',
  BAD_SCALAR_START: 'Um valor começa com um caractere que precisa de aspas.',
  BLOCK_AS_IMPLICIT_KEY: 'Há um mapa aninhado onde se esperava uma chave simples: confira a indentação.',
  BLOCK_IN_FLOW: 'Há um bloco YAML dentro de uma lista ou mapa entre colchetes ou chaves.',
  DUPLICATE_KEY: 'Há uma chave repetida no mesmo mapa.',
  MISSING_CHAR: 'Falta um caractere para fechar a estrutura (aspas, colchete ou chave).',
  MULTILINE_IMPLICIT_KEY: 'Uma chave precisa ficar em uma só linha: confira os dois-pontos e a indentação.',
  MULTIPLE_ANCHORS: 'Um nó tem mais de uma âncora.',
  MULTIPLE_DOCS: 'O arquivo tem mais de um documento.',
  MULTIPLE_TAGS: 'Um nó tem mais de uma tag.',
  TAB_AS_INDENT: 'Tabulações não podem ser usadas para indentar em YAML: use espaços.',
  TAG_RESOLVE_FAILED: 'Uma tag YAML não pôde ser interpretada.',
  UNEXPECTED_TOKEN: 'Há um caractere inesperado.',
  BAD_ALIAS: 'Um alias (*nome) não é válido.',
  BAD_DIRECTIVE: 'Uma diretiva YAML (%) não é válida.',
  IMPOSSIBLE: 'O arquivo não pôde ser lido.',
};

function parseError(error: YAMLError): ParseError {
  const position = error.linePos?.[0];
  const message = MESSAGES[error.code] ?? 'O arquivo não é um YAML ou JSON válido.';
  return { message, line: position?.line ?? 1, column: position?.col ?? 1 };
}

/** CloudFormation's short-form intrinsic functions (`!Ref`, `!Sub`, …) as their long form. */
const INTRINSICS = [
  'Base64',
  'Cidr',
  'FindInMap',
  'GetAtt',
  'GetAZs',
  'ImportValue',
  'Join',
  'Select',
  'Split',
  'Sub',
  'Transform',
  'And',
  'Equals',
  'If',
  'Not',
  'Or',
  'Length',
  'ToJsonString',
];

function longName(name: string): string {
  return name === 'Ref' || name === 'Condition' ? name : `Fn::${name}`;
}

function cloudFormationTags(): (ScalarTag | CollectionTag)[] {
  const tags: (ScalarTag | CollectionTag)[] = [];
  for (const name of ['Ref', 'Condition', ...INTRINSICS]) {
    const key = longName(name);
    tags.push({
      tag: `!${name}`,
      resolve: (text: string) =>
        // `!GetAtt Bucket.Arn` is the short form of `Fn::GetAtt: [Bucket, Arn]`.
        name === 'GetAtt' && text.includes('.')
          ? { [key]: [text.slice(0, text.indexOf('.')), text.slice(text.indexOf('.') + 1)] }
          : { [key]: text },
    } as ScalarTag);
    for (const collection of ['seq', 'map'] as const) {
      tags.push({
        tag: `!${name}`,
        collection,
        // The collection's own tags (`!Join [",", [!Ref A]]`) are composed by now.
        resolve: (value: YAMLMap.Parsed | YAMLSeq.Parsed) => ({ [key]: value.toJSON() }),
      } as CollectionTag);
    }
  }
  return tags;
}

const CLOUDFORMATION_TAGS = cloudFormationTags();

/** Drops object members whose value is null, as the Kubernetes API decodes them: as absent. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== null) result[key] = withoutNulls(item);
  return result;
}

/**
 * The file's documents. A Kubernetes file may hold several, separated by `---` (empty ones are
 * skipped); a Compose file or a CloudFormation template is one document.
 */
export function parseInfraFile(format: InfraFormat, body: string): ParsedFile {
  if (body.trim() === '') return { error: { message: 'O arquivo está vazio.', line: 1, column: 1 } };
  let parsed: Document.Parsed[];
  try {
    const result = parseAllDocuments(body, {
      customTags: format === 'cloudformation' ? CLOUDFORMATION_TAGS : [],
      merge: format === 'compose',
      prettyErrors: true,
      uniqueKeys: true,
    });
    if ('empty' in result) {
      const error = result.errors[0];
      if (error) return { error: parseError(error) };
    }
    parsed = [...result];
  } catch {
    return { error: { message: 'O arquivo não pôde ser lido.', line: 1, column: 1 } };
  }
  for (const document of parsed) {
    const error = document.errors[0];
    if (error) return { error: parseError(error) };
  }
  const documents: { value: unknown; document: Document.Parsed }[] = [];
  for (const document of parsed) {
    let value: unknown;
    try {
      value = document.toJS({ maxAliasCount: 100 });
    } catch {
      return { error: { message: 'O arquivo usa aliases (*nome) demais ou em ciclo.', line: 1, column: 1 } };
    }
    if (value === null || value === undefined) continue;
    documents.push({ value: format === 'kubernetes' ? withoutNulls(value) : value, document });
  }
  if (documents.length === 0) {
    return { error: { message: 'O arquivo não tem conteúdo além de comentários.', line: 1, column: 1 } };
  }
  if (format !== 'kubernetes' && documents.length > 1) {
    const start = documents[1]!.document.range[0];
    const before = body.slice(0, start).split('\n');
    return {
      error: {
        message:
          format === 'compose'
            ? 'Um arquivo do Docker Compose tem um único documento: junte o conteúdo e remova o separador "---".'
            : 'Um modelo do CloudFormation tem um único documento: junte o conteúdo e remova o separador "---".',
        line: before.length,
        column: 1,
      },
    };
  }
  return { documents: documents.map((entry) => entry.value) };
}
