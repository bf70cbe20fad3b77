import { lazy, Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { CourseArt } from '@/features/catalog/components/course-art';
import type { RenderCourseArt, RenderCourseNotes } from '@/features/dashboard/components/types';
import { StudentDashboard } from '@/features/dashboard/components/student-dashboard';
import { TeacherDashboard } from '@/features/dashboard/components/teacher-dashboard';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

// The catalogue's themed art (aws, azure, devops, ia colours) on the dashboard cards too.
const renderCourseArt: RenderCourseArt = (course) => (
  <CourseArt slug={course.slug} title={course.title} imageUrl={course.image_url} className="h-full" />
);

// What a completed course's certificate still waits for (its quizzes, its simulado): read for the
// completed courses only, so the dashboard keeps its two requests while a course is under way
// (docs/assessments-ui.md, "What is missing").
const MissingRequirements = lazy(() =>
  import('@/features/assessments/components/missing-requirements').then((module) => ({
    default: module.MissingRequirements,
  })),
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
  const renderCourseNotes: RenderCourseNotes = (course) =>
    course.completed ? (
      <Suspense fallback={null}>
        <MissingRequirements userId={userId} courseId={course.id} className="mt-4" />
      </Suspense>
    ) : null;

  return (
    <Container className="py-10 sm:py-12">
      {role === 'professor' ? (
        <TeacherDashboard userId={userId} renderCourseArt={renderCourseArt} />
      ) : (
        <StudentDashboard
          userId={userId}
          showAdminLink={isAdmin}
          renderCourseArt={renderCourseArt}
          renderCourseNotes={renderCourseNotes}
        />
      )}
    </Container>
  );
}
