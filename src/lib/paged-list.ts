// The answer of the admin list RPCs (admin_list_users, admin_list_course_enrollments,
// admin_list_students, admin_list_certificates, admin_list_teachers — see
// supabase/migrations/20261125000100_admin_lists.sql): one page of rows and the total over the
// whole (searched) list, parsed with zod like every RPC answer.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, type ListPage } from './list-params';
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

/** A list RPC's arguments for one page of one search, PAGE_SIZE rows a page. */
export function pageArgs({ search, page }: ListPage) {
  return { p_search: search, p_page: page, p_page_size: PAGE_SIZE };
}

/** One page of a list the database pages: the page on screen stays while the next one loads (no flash of 'Carregando...'). */
export function pagedQueryOptions<Key extends QueryKey, Data>(queryKey: Key, queryFn: () => Promise<Data>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/** The profile fields the lists show for a person (name and e-mail may be missing). */
export const personSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
});

export type Person = z.output<typeof personSchema>;
