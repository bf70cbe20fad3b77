import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { MySubscription } from '../api/get-my-subscription';

/** The courses a plan opens, each a link to its page (where the subscriber enrols or continues). */
export function PlanCourses({ courses }: { courses: MySubscription['courses'] }) {
  if (courses.length === 0) {
    return <p className="text-ink-muted">Os cursos do plano aparecem aqui assim que forem publicados.</p>;
  }
  return (
    <ul aria-label="Cursos incluídos no plano" className="space-y-3">
      {courses.map((course) => (
        <li
          key={course.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="font-semibold text-ink">{course.title}</span>
          <Link to={paths.course(course.slug)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Ir para o curso<span className="sr-only"> {course.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
