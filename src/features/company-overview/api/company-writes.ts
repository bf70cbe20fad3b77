// The manager's writes: assign a track or a course, remove an assignment. The database checks
// the gestor, the due date and the item; the screen only refreshes the organisation's reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc, runRpc } from '@/lib/api/backend';
import { companyKeys } from './company-keys';
import { assignedSchema } from './company-schemas';

export interface NewAssignment {
  kind: 'track' | 'course';
  itemId: string;
  dueOn: string;
  /** null: everyone, later members too. */
  userIds: string[] | null;
}

export function useAssign(viewer: string, organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: NewAssignment) =>
      callRpc(
        'assign_to_members',
        {
          p_organisation_id: organisationId,
          p_kind: assignment.kind,
          p_item_id: assignment.itemId,
          p_due_on: assignment.dueOn,
          ...(assignment.userIds ? { p_user_ids: assignment.userIds } : {}),
        },
        assignedSchema,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: companyKeys.organisation(viewer, organisationId) }),
  });
}

export function useUnassign(viewer: string, organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => runRpc('unassign', { p_assignment_id: assignmentId }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: companyKeys.organisation(viewer, organisationId) }),
  });
}
