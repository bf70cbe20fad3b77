// The answer of the admin list RPCs (admin_list_users, admin_list_course_enrollments,
// admin_list_students, admin_list_certificates, admin_list_teachers — see
// supabase/migrations/20261125000100_admin_lists.sql): one page of rows and the total over the
// whole (searched) list, parsed with zod like every RPC answer.
import { z } from 'zod';
import { jsonCount, parseRpcResult } from './rpc-json';

export interface PagedList<Row> {
  /** Rows matching the search, over every page. */
  total: number;
  /** The page these rows are (the nearest valid one to the page asked for). */
  page: number;
  pageSize: number;
  rows: Row[];
}

const pageNumber = jsonCount.pipe(z.number().int().positive());

/** Parses one page of a list RPC, reading each row with `row`. */
export function parsePagedList<Schema extends z.ZodType>(
  rpc: string,
  row: Schema,
  data: unknown,
): PagedList<z.output<Schema>> {
  const schema = z.object({
    total: jsonCount,
    page: pageNumber,
    page_size: pageNumber,
    rows: z.array(row),
  });
  const { total, page, page_size, rows } = parseRpcResult(rpc, schema, data);
  return { total, page, pageSize: page_size, rows };
}

/** The profile fields the lists show for a person (name and e-mail may be missing). */
export const personSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
});

export type Person = z.output<typeof personSchema>;
