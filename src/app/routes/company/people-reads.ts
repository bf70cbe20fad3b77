// /empresa/:organisationId/pessoas' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import {
  companyInvitationsQueryOptions,
  companyPeopleQueryOptions,
  companySeatsQueryOptions,
} from '@/features/company-team/api/company-team';

export const reads: RouteReads = async ({ queryClient, params }) => {
  const account = await activeAccount();
  const organisationId = params.organisationId;
  if (!account || !organisationId) return;
  await Promise.all([
    queryClient.prefetchQuery(companyPeopleQueryOptions(organisationId)),
    queryClient.prefetchQuery(companySeatsQueryOptions(organisationId)),
    queryClient.prefetchQuery(companyInvitationsQueryOptions(organisationId)),
  ]);
};
