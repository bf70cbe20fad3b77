// /minha-assinatura's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { activeAccount } from '@/app/signed-in-reads';
import { mySubscriptionQueryOptions } from '@/features/purchases/api/get-my-subscription';

export const reads: RouteReads = async ({ queryClient }) => {
  const account = await activeAccount();
  if (account) await queryClient.ensureQueryData(mySubscriptionQueryOptions(account.userId));
};
