// Deleting a teacher (spec §7): the professor role goes (the account becomes an aluno again, since
// every user has exactly one role), then the course links and the teacher record.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { invalidateTeachers } from './get-teachers';

export async function deleteTeacher(teacherId: string) {
  const supabase = await loadSupabase();
  // Role first: once it is gone the person no longer counts as a teacher anywhere, even if a
  // later step fails (private.teaches() requires the professor role).
  const { error: roleError } = await supabase.rpc('set_user_role', { p_user_id: teacherId, p_role: 'aluno' });
  if (roleError) throw roleError;
  const { error: linksError } = await supabase.from('teacher_courses').delete().eq('teacher_id', teacherId);
  if (linksError) throw linksError;
  const { error: recordError } = await supabase.from('teacher_docs').delete().eq('user_id', teacherId);
  if (recordError) throw recordError;
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeacher, onSettled: () => invalidateTeachers(queryClient) });
}
