// Edit dialog (spec §2 Admin teachers, §7): bio and specialization in teacher_docs, and the course
// link replaced (teacher_courses: delete by teacher_id, then insert).
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
  hasRecord: boolean;
  bio: string | null;
  /** The chosen course: its title becomes the specialization. */
  course: { id: string; title: string } | null;
}

export async function updateTeacher({ teacherId, hasRecord, bio, course }: UpdateTeacherInput) {
  const supabase = await loadSupabase();
  const record = { bio, specialization: course?.title ?? null };
  // A user promoted to professor on the users screen has no teacher record yet.
  const { error: recordError } = hasRecord
    ? await supabase.from('teacher_docs').update(record).eq('user_id', teacherId)
    : await supabase.from('teacher_docs').insert({ ...record, user_id: teacherId });
  if (recordError) throw recordError;

  const { error: unlinkError } = await supabase.from('teacher_courses').delete().eq('teacher_id', teacherId);
  if (unlinkError) throw unlinkError;
  if (course) {
    const { error: linkError } = await supabase
      .from('teacher_courses')
      .insert({ teacher_id: teacherId, course_id: course.id });
    if (linkError) throw linkError;
  }
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeacher, onSettled: () => invalidateTeachers(queryClient) });
}
