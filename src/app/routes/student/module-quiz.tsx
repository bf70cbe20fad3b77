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
        // 'Próximo módulo' after a pass opens the first lesson of the module that follows.
        const following = index >= 0 ? outline.modules[index + 1] : undefined;
        const firstLesson = following?.lessons[0];
        return (
          <ModuleQuiz
            key={moduleId}
            userId={userId}
            course={outline.course}
            moduleId={moduleId}
            module={found ? { id: found.id, title: found.title, number: index + 1 } : null}
            next={
              following && firstLesson
                ? { number: index + 2, title: following.title, lessonId: firstLesson.id }
                : null
            }
          />
        );
      }}
    </AssessmentCourse>
  );
}
