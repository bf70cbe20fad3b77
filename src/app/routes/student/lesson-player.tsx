import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { LessonPlayer } from '@/features/player/components/lesson-player';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';

/** /course/{courseId}/lesson/{lessonId} (spec §2 Lesson player), behind RequireAuth. */
export default function LessonPlayerRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  const { userId } = useAuth();
  const queryClient = useQueryClient();

  // After a completion the player has already patched its own outline. The dashboard is
  // dropped, so the next visit shows the new progress straight away (never the old figures
  // first); the other reads that show this progress are marked stale: the enrolment on the
  // course page, the profile figures and, for an administrador, the course's enrolment list.
  const onLessonCompleted = useCallback(() => {
    if (!userId) return;
    queryClient.removeQueries({ queryKey: queryKeys.learner.dashboard(userId) });
    for (const queryKey of [
      queryKeys.learner.enrollment(userId, courseId),
      queryKeys.learner.profileStats(userId),
      queryKeys.admin.courses.enrollments(courseId),
    ])
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
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
