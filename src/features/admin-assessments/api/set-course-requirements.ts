// What the course's certificate requires besides completing the lessons (set_course_requirements):
// passing every module quiz, passing the simulado, having watched at least 90 % of each lesson,
// passing every published hands-on exercise ('Práticas').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { assessmentSettingsQueryOptions } from './get-assessment-settings';

export interface CourseRequirements {
  quizzes: boolean;
  practiceExam: boolean;
  watching: boolean;
  exercises: boolean;
}

export async function setCourseRequirements({
  courseId,
  requirements,
}: {
  courseId: string;
  requirements: CourseRequirements;
}) {
  await runRpc('set_course_requirements', {
    p_course_id: courseId,
    p_quizzes: requirements.quizzes,
    p_practice_exam: requirements.practiceExam,
    p_watching: requirements.watching,
    p_exercises: requirements.exercises,
  });
}

export function useSetCourseRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseRequirements,
    onSuccess: (_, { courseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentSettingsQueryOptions(courseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.courses.all() }),
      ]),
  });
}
