// What the person's companies assigned them (list_my_assignments, 14_assignments.sql): first on
// the student dashboard, 'Atribuído pela sua empresa'. Status and progress are the database's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { JUST_READ_MS } from '@/lib/query-client';
import { jsonCount } from '@/lib/rpc-json';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const myAssignmentsSchema = z.array(
  z.object({
    assignment_id: z.string().min(1),
    organisation_id: z.string().min(1),
    organisation_name: z.string(),
    kind: z.enum(['track', 'course']),
    item_id: z.string().min(1),
    title: z.string(),
    slug: z.string(),
    due_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    progress: jsonCount,
    status: z.enum(['done', 'on_track', 'late']),
  }),
);
export type MyAssignment = z.output<typeof myAssignmentsSchema>[number];

export const myAssignmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.dashboard(userId), 'assignments'],
    queryFn: () => callRpc('list_my_assignments', {}, myAssignmentsSchema),
    staleTime: JUST_READ_MS,
  });

export function useMyAssignments(userId: string) {
  return useQuery(myAssignmentsQueryOptions(userId));
}
