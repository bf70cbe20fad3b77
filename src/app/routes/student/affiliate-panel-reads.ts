// /afiliado's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { affiliatePanelQueryOptions } from '@/features/affiliates/api/affiliate-panel';
import { parsePage } from '@/lib/list-params';

/** The panel with the page of sales the address asks for. */
export const reads: RouteReads = async ({ queryClient, url }) => {
  const account = await activeAccount();
  if (account) {
    await queryClient.ensureQueryData(
      affiliatePanelQueryOptions(account.userId, parsePage(url.searchParams.get('page'))),
    );
  }
};
