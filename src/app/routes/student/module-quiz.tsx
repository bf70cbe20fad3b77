import { useParams } from 'react-router-dom';
import { ModuleQuiz } from '@/features/assessments/components/module-quiz';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';
import { AssessmentCourse } from './assessment-course';

/** /course/{courseId}/quiz/{moduleId}, behind RequireAuth: a module's quiz. */
export default function ModuleQuizRoute() {
  const { courseId = '', moduleId = '' } = useParams();
  const { userId } = useAuth();
  useDocumentMeta('Quiz do módulo');
  if (!userId) return null;
  return (
    <AssessmentCourse courseId={courseId} userId={userId}>
      {(outline) => {
        const index = outline.modules.findIndex((module) => module.id === moduleId);
        const found = outline.modules[index];
        return (
          <ModuleQuiz
            key={moduleId}
            userId={userId}
            course={outline.course}
            moduleId={moduleId}
            module={found ? { id: found.id, title: found.title, number: index + 1 } : null}
          />
        );
      }}
    </AssessmentCourse>
  );
}
