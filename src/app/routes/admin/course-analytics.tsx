import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CourseAnalyticsScreen } from '@/features/course-analytics/components/course-analytics';
import { useAuth } from '@/lib/auth';

/**
 * /admin/courses/{courseId}/analise (behind RequireAuthor): administradores reach it from the
 * courses screen, professores from their course's workspace, where 'Voltar' takes each back. The
 * database refuses a professor not linked to the course.
 */
export default function CourseAnalyticsRoute() {
  const { courseId = '' } = useParams();
  const { isAdmin } = useAuth();
  return (
    <CourseAnalyticsScreen
      key={courseId}
      courseId={courseId}
      backTo={isAdmin ? paths.admin.courses : paths.teacherCourse(courseId)}
    />
  );
}
