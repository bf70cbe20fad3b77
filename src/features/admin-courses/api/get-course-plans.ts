// The plans a course can be included in, with the courses each includes now: the course form's
// plan picker (and what it opens with). A school has a handful of plans, read in one answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';

const includedCourseSchema = z.object({ course_id: z.string() });
readsColumnsOf<z.output<typeof includedCourseSchema>, Tables<'plan_courses'>>(true);

const planColumnsSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  amount: jsonNumber.nullable(),
  billing_interval: z.string().nullable(),
});
readsColumnsOf<z.output<typeof planColumnsSchema>, Tables<'pricing_plans'>>(true);

const coursePlanSchema = planColumnsSchema.extend({ plan_courses: z.array(includedCourseSchema) });

export type CoursePlan = z.output<typeof coursePlanSchema>;

export async function getCoursePlans(): Promise<CoursePlan[]> {
  const supabase = await tableClient();
  return fetchAllRows('pricing_plans', z.array(coursePlanSchema), (from, to) =>
    supabase
      .from('pricing_plans')
      .select(selectColumns(coursePlanSchema), { count: 'exact' })
      .order('order_index')
      .order('name')
      .order('id')
      .range(from, to),
  );
}

/** The ids of the plans that include `courseId`. */
export function plansIncluding(plans: readonly CoursePlan[], courseId: string): string[] {
  return plans
    .filter((plan) => plan.plan_courses.some((link) => link.course_id === courseId))
    .map((plan) => plan.id);
}

/** Below the admin plans, so a plan change refreshes the course form's picker too. */
export const coursePlansKey = () => [...sharedQueryKeys.admin.pricingPlans(), 'courses'] as const;

export const coursePlansQueryOptions = () =>
  queryOptions({ queryKey: coursePlansKey(), queryFn: getCoursePlans });

export function useCoursePlans() {
  return useQuery(coursePlansQueryOptions());
}
