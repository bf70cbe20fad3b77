// Stores where the viewer stopped in a lesson through the save_watch_position RPC: the database
// checks the enrolment (or the free preview), clamps the second to the lesson's length and keeps
// one row per user and lesson. A plain fetch with the stored session token (light-post.ts's restPost), so
// the same call works while the page unloads (keepalive: the browser finishes the request after
// the tab is gone).
import type { QueryClient } from '@tanstack/react-query';
import { restPost } from '@/lib/api/light-post';
import { sharedQueryKeys, type Viewer } from '@/lib/shared-query-keys';
import { watchPositionSchema, type SavedWatchPosition } from './watch-position-schema';

/** null when nobody is signed in (or the session expired): a visitor's position is not kept. */
export function saveWatchPosition(
  lessonId: string,
  seconds: number,
  options: { keepalive: boolean },
): Promise<SavedWatchPosition | null> {
  const body = { p_lesson_id: lessonId, p_position_seconds: Math.max(0, Math.floor(seconds)) };
  return restPost('save_watch_position', body, watchPositionSchema, options);
}

/** A stored position changes the dashboard's 'Continuar' and the course page's continue lesson. */
export function refreshAfterPositionStored(queryClient: QueryClient, viewer: Viewer, courseId: string) {
  return Promise.all(
    [sharedQueryKeys.learner.dashboard(viewer), sharedQueryKeys.learner.continueLesson(viewer, courseId)].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
