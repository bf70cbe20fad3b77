// Edit dialog (spec §2 Admin teachers, §7): biography, specialization (the chosen course's title)
// and the course link, in one call to update_teacher, which writes all of it in one transaction
// (or nothing) and creates the record for a teacher promoted on the users screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/load-supabase';
import { invalidateTeachers } from './get-teachers';

export const updateTeacherSchema = z.object({
  courseId: z.string(),
  bio: z.string().trim().max(5000, 'Biografia muito longa'),
});

export type UpdateTeacherValues = z.output<typeof updateTeacherSchema>;

interface UpdateTeacherInput {
  teacherId: string;
  /** Not needed any more: the server creates the record when it is missing. */
  hasRecord?: boolean;
  bio: string | null;
  /** The chosen course: its title becomes the specialization (none clears both). */
  course: { id: string; title: string } | null;
}

export async function updateTeacher({ teacherId, bio, course }: UpdateTeacherInput) {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('update_teacher', {
    p_user_id: teacherId,
    ...(bio ? { p_bio: bio } : {}),
    ...(course ? { p_course_id: course.id } : {}),
  });
  if (error) throw error;
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeacher, onSettled: () => invalidateTeachers(queryClient) });
}
