import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { runRpc } from '@/lib/api/backend';
import { invalidateTeachers, type TeacherStatus } from './get-teachers';

/** Any status from any other; creates the record for a teacher that has none yet. */
export async function setTeacherStatus({
  teacherId,
  status,
  hasRecord,
}: {
  teacherId: string;
  status: TeacherStatus;
  hasRecord: boolean;
}) {
  if (hasRecord) return runRpc('set_teacher_status', { p_user_id: teacherId, p_status: status });
  const supabase = await tableClient();
  const { error } = await supabase.from('teacher_docs').insert({ user_id: teacherId, status });
  if (error) throw error;
}

export function useSetTeacherStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTeacherStatus, onSettled: () => invalidateTeachers(queryClient) });
}
