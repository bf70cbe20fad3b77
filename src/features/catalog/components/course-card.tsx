import { useQueryClient } from '@tanstack/react-query';
import { StarIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { BuyLink } from '@/components/ui/buy-link';
import { CoursePrice } from '@/components/ui/course-price';
import { paths } from '@/config/paths';
import { useRestViewer } from '@/lib/auth';
import { cx } from '@/lib/class-names';
import { accessModelOf, isSoldSeparately } from '@/rules/access-model';
import type { CourseSummary } from '../api/get-courses';
import { formatRating } from '../utils/course-format';
import { courseTheme } from '../utils/course-theme';
import { CourseArt } from './course-art';
import { CourseMeta } from './course-meta';

interface CourseCardProps {
  course: CourseSummary;
  headingLevel?: 2 | 3;
  imageLoading?: 'lazy' | 'eager';
}

// Fixed heights (art, title, description, figures) make every card — and its skeleton — the same
// size, so the grid does not move when data arrives.
export function CourseCard({ course, headingLevel = 3, imageLoading = 'lazy' }: CourseCardProps) {
  const Heading = `h${headingLevel}` as const;
  const theme = courseTheme(course.slug);
  const queryClient = useQueryClient();
  const viewer = useRestViewer();
  const rating = formatRating(course.public_rating);
  // Warm the course page while the pointer or focus is on its link. Its read comes with the course
  // page's code, not with the cards' (a list page's first load does not carry it), so this also
  // warms that code (docs/performance.md, "Where the home page's JavaScript goes").
  const prefetch = () =>
    void import('../api/get-course').then(({ courseQueryOptions }) =>
      queryClient.prefetchQuery(courseQueryOptions(course.slug, viewer)),
    );
  const accessModel = accessModelOf(course.access_model);
  const forSale = isSoldSeparately(accessModel) && Number(course.price) > 0;

  return (
    <article
      data-theme={theme.name}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative h-36 shrink-0">
        <CourseArt
          slug={course.slug}
          title={course.title}
          imageUrl={course.image_url}
          loading={imageLoading}
          className="h-full"
        />
        {rating && (
          <p className="absolute right-3 top-3 flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-sm font-semibold text-ink shadow-sm">
            <StarIcon
              fill="currentColor"
              strokeWidth={1.5}
              width={16}
              height={16}
              className="text-amber-500"
            />
            <span className="sr-only">Avaliação </span>
            {rating}
            <span className="sr-only"> de 5</span>
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex h-6 items-center">
          {course.level && (
            <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', theme.chip)}>
              {course.level}
            </span>
          )}
        </div>
        <Heading className="mt-3 line-clamp-3 text-lg sm:min-h-[5.25rem] font-bold leading-7 text-ink">
          {course.title}
        </Heading>
        <p className="mt-2 line-clamp-3 h-[3.75rem] text-sm leading-5 text-ink-muted">{course.description}</p>
        <CourseMeta course={course} showRating={false} className="mt-4 min-h-5 text-ink-muted" />
        <CoursePrice price={course.price} accessModel={accessModel} className="mt-2 line-clamp-2 h-10" />
        <div className="mt-auto flex gap-2 pt-5">
          <Link
            to={paths.course(course.slug)}
            onMouseEnter={prefetch}
            onFocus={prefetch}
            className={buttonVariants({ variant: 'outline', className: 'min-w-0 flex-1 px-3' })}
          >
            Ver Detalhes<span className="sr-only"> do curso {course.title}</span>
          </Link>
          {forSale && (
            <BuyLink
              kind="course"
              productId={course.id}
              className={buttonVariants({ variant: 'primary', className: 'min-w-0 flex-1 px-3' })}
            >
              Comprar<span className="sr-only"> o curso {course.title}</span>
            </BuyLink>
          )}
        </div>
      </div>
    </article>
  );
}
