// Query keys of the manager's area (/empresa): one tree per viewer and organisation, so a write
// (an assignment added or removed) refreshes everything of that organisation at once.
import type { Viewer } from '@/lib/shared-query-keys';

export const companyKeys = {
  all: (viewer: Viewer) => ['company', viewer] as const,
  managed: (viewer: Viewer) => [...companyKeys.all(viewer), 'managed'] as const,
  organisation: (viewer: Viewer, organisationId: string) =>
    [...companyKeys.all(viewer), 'organisation', organisationId] as const,
  overview: (viewer: Viewer, organisationId: string) =>
    [...companyKeys.organisation(viewer, organisationId), 'overview'] as const,
  team: (viewer: Viewer, organisationId: string, search: string, status: string, page: number) =>
    [...companyKeys.organisation(viewer, organisationId), 'team', { search, status, page }] as const,
  domains: (viewer: Viewer, organisationId: string) =>
    [...companyKeys.organisation(viewer, organisationId), 'domains'] as const,
  certificates: (viewer: Viewer, organisationId: string, page: number) =>
    [...companyKeys.organisation(viewer, organisationId), 'certificates', page] as const,
  assignments: (viewer: Viewer, organisationId: string, page: number) =>
    [...companyKeys.organisation(viewer, organisationId), 'assignments', page] as const,
  catalogue: (viewer: Viewer) => [...companyKeys.all(viewer), 'catalogue'] as const,
};
