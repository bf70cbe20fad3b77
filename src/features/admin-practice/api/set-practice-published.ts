// Shows an exercise to the course's learners or hides it (set_practice_exercise_published). The
// database refuses to publish a version that has not passed 'Testar com a solução'
// (practice_not_verified; the catalogue's text says so).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { authoredExerciseSchema } from './exercise-schemas';
import { practiceAuthoringKey } from './keys';

export async function setPracticePublished({
  exerciseId,
  published,
}: {
  courseId: string;
  exerciseId: string;
  published: boolean;
}) {
  return callRpc(
    'set_practice_exercise_published',
    { p_exercise_id: exerciseId, p_published: published },
    authoredExerciseSchema,
  );
}

export function useSetPracticePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPracticePublished,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: practiceAuthoringKey(courseId) }),
  });
}
