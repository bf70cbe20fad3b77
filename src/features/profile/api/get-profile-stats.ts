import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';

/** The signed-in user's real figures for the profile card (no placeholders: docs/rules/accounts-and-consent.md). */
export interface ProfileStats {
  courses: number;
  /** Seconds of video the server credited, all time: the one study time (docs/engagement.md). */
  studySeconds: number;
  certificates: number;
}

/** get_profile_stats() answers json {courses, study_seconds, certificates}; counts may come as strings. */
export const profileStatsSchema = z
  .object({ courses: jsonCount, study_seconds: jsonCount, certificates: jsonCount })
  .transform((data): ProfileStats => ({
    courses: data.courses,
    studySeconds: data.study_seconds,
    certificates: data.certificates,
  }));

export function parseProfileStats(data: unknown): ProfileStats {
  return parseRpcResult('get_profile_stats', profileStatsSchema, data);
}

export async function getProfileStats(): Promise<ProfileStats> {
  return callRpc('get_profile_stats', {}, parseProfileStats);
}

export const profileStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: sharedQueryKeys.learner.profileStats(userId), queryFn: getProfileStats });

export function useProfileStats(userId: string) {
  return useQuery(profileStatsQueryOptions(userId));
}
