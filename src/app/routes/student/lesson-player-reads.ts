// The lesson player's loader, a chunk of its own: it downloads beside the player's code, not after
// it (docs/architecture.md, "Loaders of the signed-in screens").
import type { RouteReads } from '@/app/route-module';
import { signedInUserId } from '@/app/signed-in-reads';
import { courseOutlineQueryOptions, VISITOR } from '@/features/player/api/get-course-outline';

/**
 * The course's outline as this viewer sees it (a visitor's at once, a signed-in user's once known)
 * and, for someone signed in, the page of the lesson's questions the address asks for: the list
 * under the video (a question opened by its link reads its own thread instead).
 */
export const reads: RouteReads = async ({ queryClient, params, url }) => {
  const userId = await signedInUserId();
  const outline = queryClient.ensureQueryData(
    courseOutlineQueryOptions(params.courseId ?? '', userId ?? VISITOR),
  );
  if (!userId) return outline;
  // Only people signed in download the questions' code (and its schemas).
  const questions = import('@/features/lesson-questions/api/list-lesson-questions').then(
    ({ QUESTION_PARAMS, lessonQuestionsQueryOptions, questionListPageOf }) => {
      if (url.searchParams.has(QUESTION_PARAMS.question)) return;
      const { order, page } = questionListPageOf(url.searchParams);
      return queryClient.ensureQueryData(
        lessonQuestionsQueryOptions(userId, params.lessonId ?? '', order, page),
      );
    },
  );
  await Promise.all([outline, questions]);
};
