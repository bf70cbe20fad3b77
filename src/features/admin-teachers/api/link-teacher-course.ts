// 'Vincular' in a teacher's 'Cursos' dialog: the teacher starts teaching one more course (its
// students, lessons and questions). One call; the other links stay as they are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { invalidateTeachers } from './get-teachers';

export interface TeacherCourseLink {
  teacherId: string;
  courseId: string;
}

export async function linkTeacherCourse({ teacherId, courseId }: TeacherCourseLink) {
  await runRpc('link_teacher_course', {
    p_user_id: teacherId,
    p_course_id: courseId,
  });
}

export function useLinkTeacherCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkTeacherCourse, onSettled: () => invalidateTeachers(queryClient) });
}
