// 'Excluir empresa': the organisation goes with its members, seats and invitations; its orders stay
// as the fiscal record (admin_delete_organisation, docs/companies.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { companiesKeys } from './keys';

export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organisationId: string) =>
      runRpc('admin_delete_organisation', { p_organisation_id: organisationId }),
    onSuccess: (_data, organisationId) => {
      queryClient.removeQueries({ queryKey: companiesKeys.detail(organisationId) });
      // The sales list shows the kept orders without their organisation.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: companiesKeys.list() }),
        queryClient.invalidateQueries({ queryKey: [...sharedQueryKeys.admin.all(), 'sales'] }),
      ]);
    },
  });
}
