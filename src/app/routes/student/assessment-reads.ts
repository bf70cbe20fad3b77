// The quiz and simulado screens' loader, a chunk of its own (docs/architecture.md, "Loaders of the
// signed-in screens"): the course's outline and its assessments as the signed-in person stands in
// them, read while the screen's code downloads.
import type { RouteReads } from '@/app/route-module';
import { signedInUserId } from '@/app/signed-in-reads';
import { courseAssessmentsQueryOptions } from '@/features/assessments/api/get-course-assessments';
import { courseOutlineQueryOptions } from '@/features/player/api/get-course-outline';

export const reads: RouteReads = async ({ queryClient, params }) => {
  const userId = await signedInUserId();
  if (!userId) return;
  const courseId = params.courseId ?? '';
  await Promise.all([
    queryClient.ensureQueryData(courseOutlineQueryOptions(courseId, userId)),
    queryClient.ensureQueryData(courseAssessmentsQueryOptions(userId, courseId)),
  ]);
};
