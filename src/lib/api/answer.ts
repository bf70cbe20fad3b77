// How every answer from the backend is read: parsed with a zod schema (a changed answer throws an
// UnexpectedAnswerError, logged, and the screen shows its usual error), the select lists derived
// from the same schemas, and the compile-time check that a schema reads columns exactly as the
// generated database types (database.types.ts) describe them. See docs/backend-reads.md.
// Types only: zod's runtime stays out of the modules the public pages load (light-schema.ts).
import type { z } from 'zod';
import type { AnswerIssue, LightSchema } from './light-schema';
import type { Database } from '@/lib/database.types';

/** The backend answered with a shape the app does not know. */
export class UnexpectedAnswerError extends Error {
  constructor(
    /** What answered: a table or view, `rpc name` or `function name`. */
    readonly source: string,
    readonly issues: AnswerIssue[],
  ) {
    const where = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    super(`Unexpected answer from ${source}: ${where}`);
    this.name = 'UnexpectedAnswerError';
  }
}

/** A zod schema, or a light schema of the public pages' reads. */
export type AnswerSchema = z.ZodType | LightSchema<unknown>;

/** What a schema reads an answer as. */
export type AnswerOf<Schema> =
  Schema extends LightSchema<infer Output> ? Output : Schema extends z.ZodType ? z.output<Schema> : never;

function issuesOf(schema: AnswerSchema, data: unknown): { issues: AnswerIssue[]; value: unknown } {
  if ('readAnswer' in schema) {
    const issues: AnswerIssue[] = [];
    const value = schema.readAnswer(data, [], issues);
    return { issues, value };
  }
  const result = schema.safeParse(data);
  return result.success
    ? { issues: [], value: result.data }
    : { issues: result.error.issues, value: undefined };
}

/** The answer as the schema reads it, or an UnexpectedAnswerError (logged) naming every field that is off. */
export function parseAnswer<Schema extends AnswerSchema>(
  source: string,
  schema: Schema,
  data: unknown,
): AnswerOf<Schema> {
  const { issues, value } = issuesOf(schema, data);
  // The value the schema itself read; TypeScript cannot follow a generic schema to its output.
  if (issues.length === 0) return value as AnswerOf<Schema>;
  const error = new UnexpectedAnswerError(source, issues);
  // The screen shows its generic error; the log keeps which field changed.
  console.error(error);
  throw error;
}

/** What selectColumns reads of a schema: its kind, and the inner schema of a list or nullable. */
interface SchemaNode {
  def: { type: string };
}

interface ObjectSchema extends SchemaNode {
  shape: Record<string, SchemaNode>;
}

/** The object schema of an embedded relation (`modules: z.array(moduleSchema)`), or null for a column. */
function embeddedSchema(field: SchemaNode): ObjectSchema | null {
  const def = field.def as { type: string; element?: SchemaNode; innerType?: SchemaNode };
  if (def.type === 'object') return field as ObjectSchema;
  if (def.type === 'array' && def.element) return embeddedSchema(def.element);
  if ((def.type === 'nullable' || def.type === 'optional') && def.innerType)
    return embeddedSchema(def.innerType);
  return null;
}

/**
 * The PostgREST select list of a row schema: its keys, and `name(...)` for each embedded relation
 * (a key whose schema is an object or a list of objects, nullable or not). A json column is
 * therefore declared as a list of scalars or parsed as a whole elsewhere, never as an object here.
 */
export function selectColumns(schema: ObjectSchema): string {
  return Object.entries(schema.shape)
    .map(([key, field]) => {
      const embedded = embeddedSchema(field);
      return embedded ? `${key}(${selectColumns(embedded)})` : key;
    })
    .join(',');
}

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** true when `Read` is exactly the columns it names of `Row` (no other key, same types). */
export type ReadsColumnsOf<Read, Row> = [keyof Read] extends [keyof Row]
  ? Same<Read, Pick<Row, keyof Read & keyof Row>>
  : false;

/**
 * A compile-time check with no effect at run time: `readsColumnsOf<Book, Tables<'books'>>(true)`
 * compiles only while every key of Book is a column of books with the same type, so a renamed or
 * retyped column (after `npm run db:types`) breaks `tsc` at the schema that reads it.
 */
export function readsColumnsOf<Read, Row>(matches: ReadsColumnsOf<Read, Row>): void {
  void matches;
}

type Functions = Database['public']['Functions'];

/** One row of what an RPC returns, as the generated types describe it (functions returning rows). */
export type RpcRow<Name extends keyof Functions> = Functions[Name]['Returns'] extends readonly (infer Row)[]
  ? Row
  : Functions[Name]['Returns'];

/** true when every key of `Read` is a key of `Row` (types aside). */
export type NamesColumnsOf<Read, Row> = [keyof Read] extends [keyof Row] ? true : false;

/**
 * The weaker check for an RPC returning a table: the generated types give its columns but not
 * their nullability (every column reads as non-null), so only the names are compared here and the
 * types are checked against the table with readsColumnsOf.
 */
export function namesColumnsOf<Read, Row>(matches: NamesColumnsOf<Read, Row>): void {
  void matches;
}
