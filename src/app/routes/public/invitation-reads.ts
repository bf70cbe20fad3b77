// /convite/:token's loader: the invitation as its holder sees it (get_invitation, visitors too).
import type { RouteReads } from '@/app/route-module';
import { invitationQueryOptions } from '@/features/company-team/api/company-team';

export const reads: RouteReads = async ({ queryClient, params }) => {
  if (!params.token) return;
  await queryClient.prefetchQuery(invitationQueryOptions(params.token));
};
