// The exercise screen's loader, a chunk of its own (docs/architecture.md, "Loaders of the
// signed-in screens"): the exercise as the signed-in learner stands in it, read while the
// screen's code (and its editor) downloads.
import type { RouteReads } from '@/app/route-module';
import { signedInUserId } from '@/app/signed-in-reads';
import { practiceExerciseQueryOptions } from '@/features/practice/api/get-practice-exercise';

export const reads: RouteReads = async ({ queryClient, params }) => {
  const userId = await signedInUserId();
  if (!userId) return;
  await queryClient.ensureQueryData(
    practiceExerciseQueryOptions(userId, params.courseId ?? '', params.exerciseId ?? ''),
  );
};
