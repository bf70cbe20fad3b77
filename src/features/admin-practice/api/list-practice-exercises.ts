// Every exercise of a course as its authors see it (list_practice_exercises): spec, hints, both
// solutions, the version and whether that version passed 'Testar com a solução'. The database
// refuses anyone who is not an author of the course.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { authoredExerciseSchema, type AuthoredExercise } from './exercise-schemas';
import { practiceAuthoringKey } from './keys';

const listSchema = z.object({ exercises: z.array(authoredExerciseSchema) });

export async function listPracticeExercises(courseId: string): Promise<AuthoredExercise[]> {
  const { exercises } = await callRpc('list_practice_exercises', { p_course_id: courseId }, listSchema);
  return exercises;
}

export const practiceExercisesQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...practiceAuthoringKey(courseId), 'exercises'],
    queryFn: () => listPracticeExercises(courseId),
  });

export function usePracticeExercises(courseId: string) {
  return useQuery(practiceExercisesQueryOptions(courseId));
}
