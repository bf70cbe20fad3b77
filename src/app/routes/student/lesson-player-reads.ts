// The lesson player's loader, a chunk of its own: it downloads beside the player's code, not after
// it (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { signedInUserId } from '@/app/signed-in-reads';
import { courseOutlineQueryOptions, VISITOR } from '@/features/player/api/get-course-outline';

/** The course's outline as this viewer sees it (a visitor's at once, a signed-in user's once known). */
export const reads: RouteReads = async ({ queryClient, params }) => {
  const viewer = (await signedInUserId()) ?? VISITOR;
  await queryClient.ensureQueryData(courseOutlineQueryOptions(params.courseId ?? '', viewer));
};
