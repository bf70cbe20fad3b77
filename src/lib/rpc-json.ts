// Reading the JSON our RPCs return (get_student_dashboard, complete_lesson, ...). Every answer is
// parsed with a zod schema that mirrors the RPC's contract (supabase/migrations/*_rpcs.sql), so a
// missing or mistyped field fails loudly instead of quietly showing '' or 0.
import { z } from 'zod';

/** A figure from json_build_object: a JSON number, or a string where bigint/numeric arrives as text. */
export const jsonNumber = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string')])
  .transform(Number)
  .pipe(z.number().finite());

/** A count (students, lessons, hours already rounded by the database). */
export const jsonCount = jsonNumber.pipe(z.number().int().nonnegative());

/** The RPC answered with a shape the app does not know. */
export class RpcResultError extends Error {
  constructor(
    readonly rpc: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const where = issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    super(`Unexpected answer from ${rpc}: ${where}`);
    this.name = 'RpcResultError';
  }
}

/** The RPC's answer as the schema reads it, or an RpcResultError naming every field that is off. */
export function parseRpcResult<Schema extends z.ZodType>(
  rpc: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new RpcResultError(rpc, result.error.issues);
  return result.data;
}
