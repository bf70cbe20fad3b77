import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PracticeWorkspace } from '@/features/admin-practice/components/practice-workspace';
import { useAuth } from '@/lib/auth';

/**
 * /admin/courses/{courseId}/praticas (behind RequireAuthor): administradores reach it from the
 * courses screen and the question bank, professores from their course's question bank, where
 * 'Voltar' takes each back.
 */
export default function CoursePracticeRoute() {
  const { courseId = '' } = useParams();
  const { isAdmin } = useAuth();
  return (
    <PracticeWorkspace
      key={courseId}
      courseId={courseId}
      backTo={isAdmin ? paths.admin.courses : paths.teacherCourse(courseId)}
    />
  );
}
