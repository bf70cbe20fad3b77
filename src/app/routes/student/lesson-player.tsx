import { useParams } from 'react-router-dom';
import { LessonQuestions } from '@/features/lesson-questions/components/lesson-questions';
import { LessonPlayer } from '@/features/player/components/lesson-player';
import { PlayerSkeleton } from '@/features/player/components/player-skeleton';
import { useAuth } from '@/lib/auth';

/**
 * /course/{courseId}/lesson/{lessonId} (spec §2 Lesson player). Open to visitors too: the
 * database gives them the free preview lessons ('Aula gratuita') and nothing else, and the player
 * sends them back to the course page for any other lesson.
 */
export default function LessonPlayerRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  const { status, userId } = useAuth();
  // Wait for the session, so a signed-in student is never shown the visitor's view first.
  if (status === 'loading') return <PlayerSkeleton />;
  const viewer = status === 'signed-in' ? userId : null;
  return (
    <LessonPlayer
      courseId={courseId}
      lessonId={lessonId}
      userId={viewer}
      // Questions are for the course's students, teachers and administrators: signed-in people only.
      renderBelowLesson={
        viewer
          ? ({ lessonId: shown }) => <LessonQuestions key={shown} userId={viewer} lessonId={shown} />
          : undefined
      }
    />
  );
}
