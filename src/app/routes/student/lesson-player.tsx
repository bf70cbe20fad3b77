import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { dashboardQueryKey } from '@/features/dashboard/api/dashboard-keys';
import { courseOutlineQueryKey } from '@/features/player/api/get-course-outline';
import { LessonPlayer } from '@/features/player/components/lesson-player';
import { useAuth } from '@/lib/auth';

/** /course/{courseId}/lesson/{lessonId} (spec §2 Lesson player), behind RequireAuth. */
export default function LessonPlayerRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  const { userId } = useAuth();
  const queryClient = useQueryClient();

  // After a completion the player has already patched its own outline. The dashboard is
  // dropped, so the next visit shows the new progress straight away (never the old figures
  // first); every other cached read (enrolment, profile figures) is marked stale.
  const onLessonCompleted = useCallback(() => {
    queryClient.removeQueries({ queryKey: dashboardQueryKey });
    const [outlineRoot] = courseOutlineQueryKey(courseId, userId ?? '');
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== outlineRoot,
      refetchType: 'none',
    });
  }, [queryClient, courseId, userId]);

  if (!userId) return null;
  return (
    <LessonPlayer
      courseId={courseId}
      lessonId={lessonId}
      userId={userId}
      onLessonCompleted={onLessonCompleted}
    />
  );
}
