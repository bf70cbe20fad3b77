// The manager's reads (/empresa): each an RPC that checks the caller is a gestor of the
// organisation and pages, searches and counts in the database (docs/companies.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc, readRows, tableClient } from '@/lib/api/backend';
import { parsePagedList, pagedQueryOptions } from '@/lib/paged-list';
import { JUST_READ_MS } from '@/lib/query-client';
import { companyKeys } from './company-keys';
import {
  domainScoresSchema,
  exportSchema,
  managedOrganisationsSchema,
  organisationAssignmentSchema,
  overviewSchema,
  teamCertificateSchema,
  teamRowSchema,
  type AssignmentStatus,
} from './company-schemas';

/** Rows per page of the team table and of the assignments. */
export const TEAM_PAGE_SIZE = 20;
export const CERTIFICATES_PAGE_SIZE = 10;

export const managedOrganisationsQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: companyKeys.managed(viewer),
    queryFn: () => callRpc('list_my_managed_organisations', {}, managedOrganisationsSchema),
    staleTime: JUST_READ_MS,
  });

export const useManagedOrganisations = (viewer: string) => useQuery(managedOrganisationsQueryOptions(viewer));

export const overviewQueryOptions = (viewer: string, organisationId: string) =>
  queryOptions({
    queryKey: companyKeys.overview(viewer, organisationId),
    queryFn: () =>
      callRpc('get_organisation_overview', { p_organisation_id: organisationId }, overviewSchema),
    staleTime: JUST_READ_MS,
  });

export const useOverview = (viewer: string, organisationId: string) =>
  useQuery(overviewQueryOptions(viewer, organisationId));

export const teamQueryOptions = (
  viewer: string,
  organisationId: string,
  { search, status, page }: { search: string; status: AssignmentStatus | ''; page: number },
) =>
  pagedQueryOptions(companyKeys.team(viewer, organisationId, search, status, page), () =>
    callRpc(
      'list_team_progress',
      {
        p_organisation_id: organisationId,
        p_search: search || undefined,
        p_status: status || undefined,
        p_page: page,
        p_page_size: TEAM_PAGE_SIZE,
      },
      (data) => parsePagedList('list_team_progress', teamRowSchema, data),
    ),
  );

export const domainScoresQueryOptions = (viewer: string, organisationId: string) =>
  queryOptions({
    queryKey: companyKeys.domains(viewer, organisationId),
    queryFn: () =>
      callRpc('get_team_domain_scores', { p_organisation_id: organisationId }, domainScoresSchema),
    staleTime: JUST_READ_MS,
  });

export const certificatesQueryOptions = (viewer: string, organisationId: string, page: number) =>
  pagedQueryOptions(companyKeys.certificates(viewer, organisationId, page), () =>
    callRpc(
      'list_team_certificates',
      { p_organisation_id: organisationId, p_page: page, p_page_size: CERTIFICATES_PAGE_SIZE },
      (data) => parsePagedList('list_team_certificates', teamCertificateSchema, data),
    ),
  );

export const assignmentsQueryOptions = (viewer: string, organisationId: string, page: number) =>
  pagedQueryOptions(companyKeys.assignments(viewer, organisationId, page), () =>
    callRpc(
      'list_organisation_assignments',
      { p_organisation_id: organisationId, p_page: page, p_page_size: TEAM_PAGE_SIZE },
      (data) => parsePagedList('list_organisation_assignments', organisationAssignmentSchema, data),
    ),
  );

export function exportTeamProgress(organisationId: string) {
  return callRpc('export_team_progress', { p_organisation_id: organisationId }, exportSchema);
}

const itemsSchema = z.array(z.object({ id: z.string().min(1), title: z.string() }));

/** What can be assigned: the published tracks and the open courses (the catalogue's own rules). */
export const assignableQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: companyKeys.catalogue(viewer),
    queryFn: async () => {
      const client = await tableClient();
      const [tracks, courses] = await Promise.all([
        client.from('tracks').select('id, title').eq('published', true).order('title').limit(200),
        client
          .from('courses')
          .select('id, title')
          .eq('is_active', true)
          .gt('lesson_count', 0)
          .order('title')
          .limit(500),
      ]);
      return {
        tracks: readRows('tracks', itemsSchema, tracks),
        courses: readRows('courses', itemsSchema, courses),
      };
    },
    staleTime: 5 * 60_000,
  });
