import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useCourses } from '../api/get-courses';
import { CourseCard } from './course-card';
import { CourseCardSkeleton } from './course-card-skeleton';

/** 4 skeleton cards on the course lists. */
const SKELETON_COUNT = 4;

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

interface CourseListProps {
  /** The home page shows 4 courses. */
  limit?: number;
  headingLevel?: 2 | 3;
}

/** Active courses with lessons, newest first: skeletons, cards, or the empty state. */
export function CourseList({ limit, headingLevel = 3 }: CourseListProps) {
  const { data: courses, isPending } = useCourses(limit);

  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">Carregando cursos...</span>
        <div className={gridClass}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <CourseCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  // A failed load was logged by the fetcher; the visitor sees the empty state.
  if (!courses?.length) return <CoursesEmptyState />;

  return (
    <ul className={gridClass}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            headingLevel={headingLevel}
            imageLoading={index < 2 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}

/** The catalogue has no published course (administrators get a link to add one). */
export function CoursesEmptyState() {
  const { isAdmin } = useAuth();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <p className="text-lg font-semibold text-ink">Nenhum curso disponível no momento</p>
      <p className="mt-2 text-ink-muted">Novos cursos estão a caminho. Volte para conferir as novidades!</p>
      {isAdmin && (
        <Link to={paths.admin.courses} className={buttonVariants({ className: 'mt-6' })}>
          Adicionar o primeiro curso
        </Link>
      )}
    </div>
  );
}
