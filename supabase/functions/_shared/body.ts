// The one request-body check of the edge functions (docs/architecture.md → Edge functions'
// request checks). A body is described by a zod schema whose every check carries the reason code
// it refuses with (`{ error: '<code>' }`, a code of the error catalogue, docs/errors.md); the
// first failing check decides the answer, so a schema lists its checks in the order the function
// applies them. A body that is not JSON, or a check without a code of its own, is refused with
// the function's `invalid` code. Pure apart from reading the request, so it runs under Node too.
import { z } from 'zod';
import { refuse } from './http.ts';

/** A UUID as Postgres writes it (8-4-4-4-12 hex digits, any case), refused with `code`. */
export function uuidField(code: string) {
  return z.guid({ error: code });
}

const anyUuid = z.guid();

/** The same UUID check outside a body (e.g. the order id a provider echoes back). */
export function isUuid(value: unknown): value is string {
  return anyUuid.safeParse(value).success;
}

/** The parsed body, or the reason code of its first failing check (`invalid` for one without). */
export function parseBody<Schema extends z.ZodType>(
  body: unknown,
  schema: Schema,
  invalid: string,
): { data: z.output<Schema> } | { code: string } {
  // A check's own `error` wins over this one: this is only the fallback (zod's error precedence).
  const parsed = schema.safeParse(body, { error: () => invalid });
  if (parsed.success) return { data: parsed.data };
  return { code: parsed.error.issues[0]?.message ?? invalid };
}

export interface ReadBodyOptions {
  /** The code of a body that is not JSON (and of a check without a code of its own). */
  invalid: string;
  /** The answer's headers (the CORS headers of a browser's call). */
  headers?: Record<string, string>;
  /** An empty body reads as `{}` (the scheduled jobs' optional body). */
  emptyIsObject?: boolean;
}

/** The request's JSON body parsed by `schema`, or the 400 `{ code }` refusal to answer. */
export async function readBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { invalid, headers = {}, emptyIsObject = false }: ReadBodyOptions,
): Promise<z.output<Schema> | Response> {
  const text = await request.text();
  let body: unknown;
  try {
    body = emptyIsObject && text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return refuse(invalid, 400, headers);
  }
  const parsed = parseBody(body, schema, invalid);
  return 'code' in parsed ? refuse(parsed.code, 400, headers) : parsed.data;
}

/**
 * A scheduled job's optional body (read with `emptyIsObject`): `now`, an ISO 8601 instant the run
 * happens "at" (e.g. Thursday's reminder tried on a Monday), or none for the current instant.
 * Only the service role key gets this far.
 */
export const scheduledJobBody = z.object({
  now: z
    .string()
    .refine((now) => !Number.isNaN(Date.parse(now)))
    .transform((now) => new Date(now).toISOString())
    .optional(),
});
