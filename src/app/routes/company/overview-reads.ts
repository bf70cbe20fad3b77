// 'Visão geral''s loader: the page of the team the address asks for, the domains and the
// certificates, read with the navigation (prefetched: a refusal is the layout's to show).
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import {
  certificatesQueryOptions,
  domainScoresQueryOptions,
  teamQueryOptions,
} from '@/features/company-overview/api/company-reads';
import { statusParam } from '@/features/company-overview/components/organisation-overview';
import { cleanSearch, parsePage } from '@/lib/list-params';

export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const account = await signedInAccount();
  const organisationId = params.organisationId;
  if (!account?.isActive || !organisationId) return;
  const query = url.searchParams;
  await Promise.all([
    queryClient.prefetchQuery(
      teamQueryOptions(account.userId, organisationId, {
        search: cleanSearch(query.get('q')),
        status: statusParam(query.get('situacao')),
        page: parsePage(query.get('page')),
      }),
    ),
    queryClient.prefetchQuery(domainScoresQueryOptions(account.userId, organisationId)),
    queryClient.prefetchQuery(
      certificatesQueryOptions(account.userId, organisationId, parsePage(query.get('certificados'))),
    ),
  ]);
};
