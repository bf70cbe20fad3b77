import { Container } from '@/components/ui/container';
import { CourseArt } from '@/features/catalog/components/course-art';
import type { RenderCourseArt } from '@/features/dashboard/components/types';
import { StudentDashboard } from '@/features/dashboard/components/student-dashboard';
import { TeacherDashboard } from '@/features/dashboard/components/teacher-dashboard';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

// The catalogue's themed art (aws, azure, devops, ia colours) on the dashboard cards too.
const renderCourseArt: RenderCourseArt = (course) => (
  <CourseArt slug={course.slug} title={course.title} imageUrl={course.image_url} className="h-full" />
);

/**
 * /dashboard, behind RequireAuth. A professor gets the teacher view; an aluno the
 * student view. An administrador gets the student view (an administrator may enrol and study
 * too) with a shortcut to the admin hub.
 */
export default function DashboardRoute() {
  const { userId, role, isAdmin } = useAuth();
  useDocumentMeta('Dashboard');
  if (!userId) return null;

  return (
    <Container className="py-10 sm:py-12">
      {role === 'professor' ? (
        <TeacherDashboard userId={userId} renderCourseArt={renderCourseArt} />
      ) : (
        <StudentDashboard userId={userId} showAdminLink={isAdmin} renderCourseArt={renderCourseArt} />
      )}
    </Container>
  );
}
