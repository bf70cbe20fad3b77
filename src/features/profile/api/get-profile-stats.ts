import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';
import { toNumber } from '@/utils/format';

/** The signed-in user's real figures for the profile card (product.md: no placeholders). */
export interface ProfileStats {
  courses: number;
  studyHours: number;
  certificates: number;
}

function readCount(value: Json | undefined): number {
  const number = toNumber(typeof value === 'number' || typeof value === 'string' ? value : null);
  return number === null ? 0 : Math.max(0, Math.round(number));
}

/** get_profile_stats() answers json {courses, study_hours, certificates}; counts may come as strings. */
export function parseProfileStats(data: Json): ProfileStats {
  const record = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return {
    courses: readCount(record.courses),
    studyHours: readCount(record.study_hours),
    certificates: readCount(record.certificates),
  };
}

export async function getProfileStats(): Promise<ProfileStats> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('get_profile_stats');
  if (error) throw error;
  return parseProfileStats(data);
}

export const profileStatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.learner.profileStats(userId), queryFn: getProfileStats });

export function useProfileStats(userId: string) {
  return useQuery(profileStatsQueryOptions(userId));
}
