import { useParams } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { TeacherCourseWorkspace } from '@/features/dashboard/components/teacher-course-workspace';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /dashboard/cursos/{courseId}, behind RequireAuth: a teacher's students and questions of one course. */
export default function TeacherCourseRoute() {
  const { courseId = '' } = useParams();
  const { userId } = useAuth();
  useDocumentMeta('Alunos e dúvidas');
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-12">
      <TeacherCourseWorkspace userId={userId} courseId={courseId} />
    </Container>
  );
}
