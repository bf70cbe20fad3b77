// 'Empresas': every organisation, newest first, one page at a time, searched by legal name, CNPJ
// (with or without its punctuation) or billing e-mail by the database, with its counts and paid
// total (admin_list_organisations, supabase/schemas/15_company-admin.sql).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import type { ListPage } from '@/lib/list-params';
import { pageArgs, pagedQueryOptions, parsePagedList, type PagedList } from '@/lib/paged-list';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { companiesKeys } from './keys';

export const organisationRowSchema = z.object({
  id: z.string(),
  legal_name: z.string(),
  cnpj: z.string(),
  billing_email: z.string(),
  created_at: z.string(),
  member_count: jsonCount,
  gestor_count: jsonCount,
  seats_used: jsonCount,
  seats_total: jsonCount,
  paid_total: jsonNumber,
});

export type OrganisationRow = z.output<typeof organisationRowSchema>;

export function parseOrganisations(data: unknown): PagedList<OrganisationRow> {
  return parsePagedList('admin_list_organisations', organisationRowSchema, data);
}

export function getOrganisations(list: ListPage): Promise<PagedList<OrganisationRow>> {
  return callRpc('admin_list_organisations', pageArgs(list), parseOrganisations);
}

export const organisationsQueryOptions = (list: ListPage) =>
  pagedQueryOptions([...companiesKeys.list(), list] as const, () => getOrganisations(list));

export function useOrganisations(list: ListPage) {
  return useQuery(organisationsQueryOptions(list));
}
