import { useParams } from 'react-router-dom';
import { PracticeExam } from '@/features/assessments/components/practice-exam';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';
import { AssessmentCourse } from './assessment-course';

/** /course/{courseId}/simulado, behind RequireAuth: the course's timed practice exam. */
export default function PracticeExamRoute() {
  const { courseId = '' } = useParams();
  const { userId } = useAuth();
  useDocumentMeta('Simulado');
  if (!userId) return null;
  return (
    <AssessmentCourse courseId={courseId} userId={userId}>
      {(outline) => <PracticeExam key={courseId} userId={userId} course={outline.course} />}
    </AssessmentCourse>
  );
}
