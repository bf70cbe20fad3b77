import { useParams } from 'react-router-dom';
import { LessonPlayer } from '@/features/player/components/lesson-player';
import { useAuth } from '@/lib/auth';

/** /course/{courseId}/lesson/{lessonId} (spec §2 Lesson player), behind RequireAuth. */
export default function LessonPlayerRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  const { userId } = useAuth();
  if (!userId) return null;
  return <LessonPlayer courseId={courseId} lessonId={lessonId} userId={userId} />;
}
