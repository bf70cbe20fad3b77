// Deleting a teacher: one call to delete_teacher, which in one transaction gives the
// account back the role aluno (every user has exactly one role) and removes its course links and
// teacher record. The account itself stays, as the confirmation dialog says.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { invalidateTeachers } from './get-teachers';

export async function deleteTeacher(teacherId: string) {
  await runRpc('delete_teacher', { p_user_id: teacherId });
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeacher, onSettled: () => invalidateTeachers(queryClient) });
}
