import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AssessmentsWorkspace } from '@/features/admin-assessments/components/assessments-workspace';
import { useAuth } from '@/lib/auth';

/**
 * /admin/courses/{courseId}/avaliacoes (behind RequireAuthor): administradores reach it from the
 * courses screen, professores from their course's workspace, where 'Voltar' takes each back.
 */
export default function CourseAssessmentsRoute() {
  const { courseId = '' } = useParams();
  const { isAdmin } = useAuth();
  return (
    <AssessmentsWorkspace
      key={courseId}
      courseId={courseId}
      backTo={isAdmin ? paths.admin.courses : paths.teacherCourse(courseId)}
    />
  );
}
