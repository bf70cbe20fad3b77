// /empresa/:organisationId's loader: the overview names the organisation in the layout. A refusal
// (not a gestor of it) is the screen's to show, so the read is prefetched, never thrown.
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { overviewQueryOptions } from '@/features/company-overview/api/company-reads';

export const reads: RouteReads = async ({ queryClient, params }) => {
  const account = await signedInAccount();
  if (!account?.isActive || !params.organisationId) return;
  await queryClient.prefetchQuery(overviewQueryOptions(account.userId, params.organisationId));
};
