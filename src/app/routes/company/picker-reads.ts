// /empresa's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { managedOrganisationsQueryOptions } from '@/features/company-overview/api/company-reads';

export const reads: RouteReads = async ({ queryClient }) => {
  const account = await signedInAccount();
  if (!account?.isActive) return;
  await queryClient.prefetchQuery(managedOrganisationsQueryOptions(account.userId));
};
