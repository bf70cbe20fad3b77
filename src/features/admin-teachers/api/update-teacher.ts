// 'Editar' on /admin/teachers: biography and specialization (the chosen course's
// title), in one call to update_teacher, which writes both in one transaction and creates the
// record for a teacher promoted on the users screen. The specialization is a label only: the
// courses a teacher teaches change through link-teacher-course and unlink-teacher-course, never
// here (docs/rules/teachers.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { runRpc } from '@/lib/api/backend';
import { invalidateTeachers } from './get-teachers';

export const updateTeacherSchema = z.object({
  specializationCourseId: z.string(),
  bio: z.string().trim().max(5000, 'Biografia muito longa'),
});

export type UpdateTeacherValues = z.output<typeof updateTeacherSchema>;

/** The edit dialog's choice that leaves a specialization which is no course's title as it is. */
export const KEEP_SPECIALIZATION = 'manter';

interface UpdateTeacherInput {
  teacherId: string;
  bio: string | null;
  /** The course whose title becomes the specialization, KEEP_SPECIALIZATION, or null to clear it. */
  specializationCourseId: string | null;
}

export async function updateTeacher({ teacherId, bio, specializationCourseId }: UpdateTeacherInput) {
  const keep = specializationCourseId === KEEP_SPECIALIZATION;
  await runRpc('update_teacher', {
    p_user_id: teacherId,
    ...(bio ? { p_bio: bio } : {}),
    ...(keep ? { p_keep_specialization: true } : {}),
    ...(specializationCourseId && !keep ? { p_specialization_course_id: specializationCourseId } : {}),
  });
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeacher, onSettled: () => invalidateTeachers(queryClient) });
}
