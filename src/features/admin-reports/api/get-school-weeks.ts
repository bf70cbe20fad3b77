// The school's last 12 weeks in 'Relatórios' (get_school_weeks, docs/engagement.md): active
// learners, sign-ups, enrolments, completions, certificates and revenue per São Paulo week,
// precomputed by the database; `computed_at` says how fresh the running week's figures are.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { JUST_READ_MS } from '@/lib/query-client';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const schoolWeeksSchema = z.object({
  timezone: z.string(),
  computed_at: z.string(),
  weeks: z.array(
    z.object({
      week_start: isoDate,
      week_end: isoDate,
      active_learners: jsonCount,
      sign_ups: jsonCount,
      enrollments: jsonCount,
      completions: jsonCount,
      certificates: jsonCount,
      revenue: jsonNumber,
      computed_at: z.string(),
    }),
  ),
});

export type SchoolWeeks = z.output<typeof schoolWeeksSchema>;
export type SchoolWeek = SchoolWeeks['weeks'][number];

export async function getSchoolWeeks(): Promise<SchoolWeeks> {
  return callRpc('get_school_weeks', {}, schoolWeeksSchema);
}

export const schoolWeeksQueryOptions = () =>
  queryOptions({
    queryKey: [...sharedQueryKeys.admin.all(), 'school-weeks'],
    queryFn: getSchoolWeeks,
    staleTime: JUST_READ_MS,
  });

export function useSchoolWeeks() {
  return useQuery(schoolWeeksQueryOptions());
}
