// The practice authoring screen's loader, a chunk of its own: it downloads beside the screen's
// code, not after it (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { activeAccountWithRole } from '@/app/signed-in-reads';
import { practiceCourseQueryOptions } from '@/features/admin-practice/api/get-course-lessons';
import { practiceExercisesQueryOptions } from '@/features/admin-practice/api/list-practice-exercises';
import { isUuid } from '@/utils/uuid';

/** The course's lessons and its exercises, for an active administrador or professor (the database decides which courses). */
export const reads: RouteReads = async ({ queryClient, params }) => {
  const courseId = params.courseId ?? '';
  if (!isUuid(courseId) || !(await activeAccountWithRole('administrador', 'professor'))) return;
  await Promise.all([
    queryClient.ensureQueryData(practiceCourseQueryOptions(courseId)),
    queryClient.ensureQueryData(practiceExercisesQueryOptions(courseId)),
  ]);
};
