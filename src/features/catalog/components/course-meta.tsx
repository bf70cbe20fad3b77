import { ClockIcon, StarIcon, UsersIcon } from 'lucide-react';
import { cx } from '@/lib/class-names';
import type { CourseSummary } from '../api/get-courses';
import { formatRating, formatReviewCount, formatStudents } from '../utils/course-format';

type CourseFigures = Pick<CourseSummary, 'duration' | 'total_students' | 'public_rating' | 'review_count'>;

/** Duration, student count and rating, each only when present. */
export function CourseMeta({
  course,
  className,
  inverse = false,
  showRating = true,
}: {
  course: CourseFigures;
  className?: string;
  /** On the course page's dark hero: larger text, wider gaps, white icons. */
  inverse?: boolean;
  /** The course card shows its rating on the art instead. */
  showRating?: boolean;
}) {
  const students = formatStudents(course.total_students);
  const rating = showRating ? formatRating(course.public_rating) : null;
  const itemClass = 'flex items-center gap-1.5';
  const iconClass = inverse ? 'text-white' : 'text-slate-500';

  return (
    <dl
      className={cx(
        'flex flex-wrap items-center gap-y-1',
        inverse ? 'gap-x-6 text-base' : 'gap-x-4 text-sm',
        className,
      )}
    >
      {course.duration && (
        <div>
          <dt className="sr-only">Duração</dt>
          <dd className={itemClass}>
            <ClockIcon size={18} className={iconClass} />
            {course.duration}
          </dd>
        </div>
      )}
      {students && (
        <div>
          <dt className="sr-only">Alunos</dt>
          <dd className={itemClass}>
            <UsersIcon size={18} className={iconClass} />
            {students}
          </dd>
        </div>
      )}
      {rating && (
        <div>
          <dt className="sr-only">Avaliação</dt>
          <dd className={itemClass}>
            <StarIcon
              size={18}
              fill="currentColor"
              strokeWidth={1.5}
              className={inverse ? 'text-amber-300' : 'text-amber-500'}
            />
            {rating}
            <span className="sr-only"> de 5</span>
            {course.review_count > 0 && <span>({formatReviewCount(course.review_count)})</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}
