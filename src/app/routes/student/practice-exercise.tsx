import { useParams } from 'react-router-dom';
import { PracticeExercisePage } from '@/features/practice/components/practice-exercise-page';
import { usePracticeExercise } from '@/features/practice/api/get-practice-exercise';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /course/{courseId}/pratica/{exerciseId}, behind RequireAuth: a hands-on exercise ('Prática'). */
export default function PracticeExerciseRoute() {
  const { courseId = '', exerciseId = '' } = useParams();
  const { userId } = useAuth();
  if (!userId) return null;
  return <PracticeExerciseScreen userId={userId} courseId={courseId} exerciseId={exerciseId} />;
}

function PracticeExerciseScreen({
  userId,
  courseId,
  exerciseId,
}: {
  userId: string;
  courseId: string;
  exerciseId: string;
}) {
  const exercise = usePracticeExercise(userId, courseId, exerciseId).data;
  useDocumentMeta(exercise ? `Prática: ${exercise.title} · ${exercise.course_title}` : 'Prática');
  return <PracticeExercisePage userId={userId} courseId={courseId} exerciseId={exerciseId} />;
}
