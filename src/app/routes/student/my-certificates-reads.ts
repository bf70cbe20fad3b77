// /meus-certificados' loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { myCertificatesQueryOptions } from '@/features/certificates/api/get-my-certificates';
import { myTrackCertificatesQueryOptions } from '@/features/certificates/api/get-my-track-certificates';
import { parsePage } from '@/lib/list-params';

/** The tracks' certificates and the page of course certificates the address asks for. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await activeAccount();
  if (!account) return;
  await Promise.all([
    queryClient.ensureQueryData(myTrackCertificatesQueryOptions(account.userId)),
    queryClient.ensureQueryData(
      myCertificatesQueryOptions(account.userId, parsePage(url.searchParams.get('page'))),
    ),
  ]);
};
