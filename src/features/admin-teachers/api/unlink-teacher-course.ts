// 'Desvincular' in a teacher's 'Cursos' dialog, after its confirmation: the teacher stops teaching
// one course. One call; the other links and the specialization stay as they are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { invalidateTeachers } from './get-teachers';
import type { TeacherCourseLink } from './link-teacher-course';

export async function unlinkTeacherCourse({ teacherId, courseId }: TeacherCourseLink) {
  await runRpc('unlink_teacher_course', {
    p_user_id: teacherId,
    p_course_id: courseId,
  });
}

export function useUnlinkTeacherCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlinkTeacherCourse, onSettled: () => invalidateTeachers(queryClient) });
}
