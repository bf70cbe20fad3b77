// The schemas of the public pages' reads (restGet): the few column kinds they need, in a few
// hundred bytes, so checking the home page's answer does not put zod's core (~15 KB gzip) on its
// first load (docs/backend-reads.md). They mirror zod's shape (`def`, `shape`), so selectColumns
// and parseAnswer read both; everything else uses zod.

/** One thing wrong in an answer: where, and what was expected. */
export interface AnswerIssue {
  path: PropertyKey[];
  message: string;
}

export interface LightSchema<Output> {
  def: { type: string; element?: LightSchema<unknown>; innerType?: LightSchema<unknown> };
  /** The value as read; a mismatch adds an issue (the value returned then is not used). */
  readAnswer(value: unknown, path: PropertyKey[], issues: AnswerIssue[]): Output;
}

export type Infer<Schema> = Schema extends LightSchema<infer Output> ? Output : never;

type Shape = Record<string, LightSchema<unknown>>;

export interface LightObject<S extends Shape> extends LightSchema<{ [Key in keyof S]: Infer<S[Key]> }> {
  shape: S;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function leaf<Output>(type: string, accepts: (value: unknown) => value is Output): LightSchema<Output> {
  return {
    def: { type },
    readAnswer(value, path, issues) {
      if (!accepts(value)) issues.push({ path, message: `expected ${type}, received ${describe(value)}` });
      // With an issue the answer is refused as a whole, so this value is never used.
      return value as Output;
    },
  };
}

export const text = leaf('string', (value): value is string => typeof value === 'string');
export const number = leaf(
  'number',
  (value): value is number => typeof value === 'number' && Number.isFinite(value),
);
export const boolean = leaf('boolean', (value): value is boolean => typeof value === 'boolean');

/** A `numeric` column: PostgREST sends it as text ("297.00"), the generated types call it a number. */
export const numeric: LightSchema<number> = {
  def: { type: 'numeric' },
  readAnswer(value, path, issues) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    issues.push({ path, message: `expected a number or numeric text, received ${describe(value)}` });
    return Number.NaN;
  },
};

export function nullable<Output>(inner: LightSchema<Output>): LightSchema<Output | null> {
  return {
    def: { type: 'nullable', innerType: inner },
    readAnswer: (value, path, issues) => (value === null ? null : inner.readAnswer(value, path, issues)),
  };
}

export function array<Output>(element: LightSchema<Output>): LightSchema<Output[]> {
  return {
    def: { type: 'array', element },
    readAnswer(value, path, issues) {
      if (!Array.isArray(value)) {
        issues.push({ path, message: `expected array, received ${describe(value)}` });
        return [];
      }
      return value.map((item: unknown, index) => element.readAnswer(item, [...path, index], issues));
    },
  };
}

/** A key the answer may leave out. */
export function optional<Output>(inner: LightSchema<Output>): LightSchema<Output | undefined> {
  return {
    def: { type: 'optional', innerType: inner },
    readAnswer: (value, path, issues) =>
      value === undefined ? undefined : inner.readAnswer(value, path, issues),
  };
}

/**
 * A json column (a computed column's jsonb, say): named as one column in the select list, its
 * value read whole by `inner`, even when `inner` is an object (which would otherwise be embedded).
 */
export function json<Output>(inner: LightSchema<Output>): LightSchema<Output> {
  return { def: { type: 'json' }, readAnswer: inner.readAnswer };
}

/** A row: these keys only (others in the answer are dropped), each read by its schema. */
export function object<S extends Shape>(shape: S): LightObject<S> {
  return {
    def: { type: 'object' },
    shape,
    readAnswer(value, path, issues) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        issues.push({ path, message: `expected object, received ${describe(value)}` });
        return value as Infer<LightObject<S>>;
      }
      // Each key was read by its own schema just above; fromEntries only forgets which is which.
      const row = new Map(Object.entries(value));
      const read = Object.entries(shape).map(([key, schema]) => [
        key,
        schema.readAnswer(row.get(key), [...path, key], issues),
      ]);
      return Object.fromEntries(read) as Infer<LightObject<S>>;
    },
  };
}

/** `base` with more keys (an embedded relation, say). */
export function extend<Base extends Shape, More extends Shape>(
  base: LightObject<Base>,
  more: More,
): LightObject<Omit<Base, keyof More> & More> {
  return object({ ...base.shape, ...more });
}
