// The company checkout's loader (docs/architecture.md, "Loaders: one style for every screen"):
// the seat offer and the organisations this person manages.
import type { RouteReads } from '@/app/route-module';
import { seatOfferQueryOptions } from '@/features/company-sales/api/get-seat-offer';
import { mySeatOrganisationsQueryOptions } from '@/features/company-sales/api/my-seat-organisations';
import { readStoredAccount } from '@/lib/auth-storage';

export const reads: RouteReads = async ({ queryClient }) => {
  const account = readStoredAccount();
  await Promise.all([
    queryClient.ensureQueryData(seatOfferQueryOptions()),
    // Not known yet (a first sign-in): the screen reads as it renders.
    account?.isActive ? queryClient.ensureQueryData(mySeatOrganisationsQueryOptions(account.userId)) : null,
  ]);
};
