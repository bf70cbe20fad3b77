// /profile's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { signedInAccount } from '@/app/signed-in-reads';
import { emailPreferencesQueryOptions } from '@/features/profile/api/email-preferences';
import { myDataQueryOptions } from '@/features/profile/api/get-my-data';
import { profileStatsQueryOptions } from '@/features/profile/api/get-profile-stats';
import { studyCalendarQueryOptions } from '@/features/study/api/get-study-calendar';

/**
 * 'Meus dados' for every account (a deactivated one sees only that section); the study calendar,
 * the weekly digest's setting and the statistics for an active one.
 */
export const reads: RouteReads = async ({ queryClient }) => {
  const account = await signedInAccount();
  if (!account) return;
  const { userId } = account;
  await Promise.all([
    queryClient.ensureQueryData(myDataQueryOptions(userId)),
    ...(account.isActive
      ? [
          queryClient.ensureQueryData(studyCalendarQueryOptions(userId)),
          queryClient.ensureQueryData(emailPreferencesQueryOptions(userId)),
          queryClient.ensureQueryData(profileStatsQueryOptions(userId)),
        ]
      : []),
  ]);
};
