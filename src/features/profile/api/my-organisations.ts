// 'Minhas empresas' on the profile: the companies the person belongs to, and leaving one
// (docs/companies.md). A member who leaves keeps their own progress and certificates.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc, runRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const myOrganisationSchema = z.object({
  organisation_id: z.string(),
  legal_name: z.string(),
  role: z.enum(['gestor', 'membro']),
  joined_at: z.string(),
  seats: z.array(z.object({ seat_block_id: z.string(), product_title: z.string(), period_end: z.string() })),
});
export type MyOrganisation = z.output<typeof myOrganisationSchema>;

export const myOrganisationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'organisations'],
    queryFn: () => callRpc('list_my_organisations', {}, z.array(myOrganisationSchema)),
  });

export const useMyOrganisations = (userId: string) => useQuery(myOrganisationsQueryOptions(userId));

export function useLeaveOrganisation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organisationId: string) =>
      runRpc('leave_organisation', { p_organisation_id: organisationId }),
    // Leaving gives the seats back: what the person may study changes everywhere.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.learner.all(userId) }),
  });
}
