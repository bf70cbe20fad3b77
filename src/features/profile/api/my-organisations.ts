// 'Minhas empresas' on the profile: the companies the person belongs to, and leaving one
// (docs/companies.md). They come with 'Meus dados' (export_my_data), the profile's one read of
// the person's own data. A member who leaves keeps their own progress and certificates.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { useAuth } from '@/lib/auth';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { myDataQueryOptions, type MyData } from './get-my-data';

export type MyOrganisation = MyData['empresas']['participacoes'][number];

export const useMyOrganisations = (userId: string) =>
  useQuery({ ...myDataQueryOptions(userId), select: (data) => data.empresas.participacoes });

export function useLeaveOrganisation(userId: string) {
  const queryClient = useQueryClient();
  const { reloadAccount } = useAuth();
  return useMutation({
    mutationFn: (organisationId: string) =>
      runRpc('leave_organisation', { p_organisation_id: organisationId }),
    // Leaving gives the seats back: what the person may study changes everywhere, and a gestor who
    // leaves loses 'Minha empresa' (the account says whom one manages).
    onSuccess: () =>
      Promise.all([
        reloadAccount(),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.learner.all(userId) }),
      ]),
  });
}
