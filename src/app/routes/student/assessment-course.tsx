// What the quiz and simulado screens need of the course (title, address, the modules' titles and
// numbers): the player's outline, read for the signed-in person, so moving on to a lesson
// afterwards ('Rever na aula') finds it in the cache.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { AssessmentLoadFailed, AssessmentLoading } from '@/features/assessments/components/assessment-states';
import { useCourseOutline } from '@/features/player/api/get-course-outline';
import type { CourseOutline } from '@/features/player/utils/outline';

interface AssessmentCourseProps {
  courseId: string;
  userId: string;
  children: (outline: CourseOutline) => ReactNode;
}

export function AssessmentCourse({ courseId, userId, children }: AssessmentCourseProps) {
  const outline = useCourseOutline(courseId, userId);
  if (outline.isPending) return <AssessmentLoading />;
  if (outline.isError && outline.data === undefined)
    return <AssessmentLoadFailed retrying={outline.isFetching} onRetry={() => void outline.refetch()} />;
  if (!outline.data) {
    return (
      <Container className="max-w-3xl py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">Curso não encontrado</h1>
        <Link to={paths.courses} className={buttonVariants({ className: 'mt-6' })}>
          Voltar para Cursos
        </Link>
      </Container>
    );
  }
  return children(outline.data);
}
