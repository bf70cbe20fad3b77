// 'Atribuições''s loader: the page of assignments and what can be assigned.
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import {
  assignableQueryOptions,
  assignmentsQueryOptions,
} from '@/features/company-overview/api/company-reads';
import { parsePage } from '@/lib/list-params';

export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const account = await signedInAccount();
  const organisationId = params.organisationId;
  if (!account?.isActive || !organisationId) return;
  await Promise.all([
    queryClient.prefetchQuery(
      assignmentsQueryOptions(account.userId, organisationId, parsePage(url.searchParams.get('page'))),
    ),
    queryClient.prefetchQuery(assignableQueryOptions(account.userId)),
  ]);
};
