// 'Avaliações dos alunos' on the course page: the database's average, count and distribution, the
// latest visible reviews page by page (?avaliacoes=2), the signed-in student's own review (shown
// once, as 'Sua avaliação', left out of the list), and an administrator's moderation. What a visitor needs is read through the light REST helper; the
// forms and the moderation load on demand, only for the people who can use them.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsHydrating } from '@/lib/hydration';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toNumber } from '@/utils/format';
import { useCourseReviews } from '../api/get-course-reviews';
import { REVIEWS_PAGE_SIZE } from '../api/page-size';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

const MyReviewPanel = lazy(() =>
  import('./my-review-panel').then((module) => ({ default: module.MyReviewPanel })),
);
const HideReviewButton = lazy(() =>
  import('./review-moderation').then((module) => ({ default: module.HideReviewButton })),
);
const HiddenReviewsPanel = lazy(() =>
  import('./review-moderation').then((module) => ({ default: module.HiddenReviewsPanel })),
);

const PAGE_PARAMS = { page: 'avaliacoes', search: 'avaliacoes-busca' } as const;

export interface CourseReviewsProps {
  courseId: string;
  /** The course's figures, kept by the database (courses.public_rating, review_count, review_stars). */
  publicRating: number | string | null;
  reviewCount: number;
  reviewStars: readonly number[];
  /** The signed-in viewer, when there is one: their id and whether they are enrolled. */
  student: { userId: string; enrolled: boolean } | null;
  isAdmin: boolean;
}

export function CourseReviews({
  courseId,
  publicRating,
  reviewCount,
  reviewStars,
  student,
  isAdmin,
}: CourseReviewsProps) {
  // The enrolled student's own visible review, as their panel reports it (undefined: not known yet).
  const [reported, setReported] = useState<{ userId: string; reviewId: string | null } | null>(null);
  const ownReview = !student?.enrolled
    ? null
    : reported?.userId === student.userId
      ? reported.reviewId
      : undefined;
  const studentId = student?.userId;
  const reportOwnReview = useCallback(
    (reviewId: string | null) => {
      if (!studentId) return;
      setReported((previous) =>
        previous?.userId === studentId && previous.reviewId === reviewId
          ? previous
          : { userId: studentId, reviewId },
      );
    },
    [studentId],
  );
  const listed = Math.max(reviewCount - (ownReview ? 1 : 0), 0);
  const list = useListParams(PAGE_PARAMS);
  const pages = pageCount(listed, REVIEWS_PAGE_SIZE);
  const answeredPage = Math.min(list.page, pages);
  usePageFromAnswer(list, answeredPage);
  // The prerendered course page holds the first page of reviews: hydrate that, then the URL's.
  const page = useIsHydrating() ? 1 : answeredPage;
  const { data: reviews, isPending, isError } = useCourseReviews(courseId, page, ownReview);
  const average = toNumber(publicRating);
  // Opened at #avaliacoes (the player's invitation to review): this section arrives after the
  // page, so the browser's own jump to the anchor found nothing.
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#avaliacoes') sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section ref={sectionRef} id="avaliacoes" aria-labelledby="course-reviews" className="scroll-mt-24">
      <h2 id="course-reviews" className="text-2xl font-bold text-ink">
        Avaliações dos alunos
      </h2>
      <div className="mt-6 space-y-6">
        {reviewCount > 0 && average !== null ? (
          <RatingSummary average={average} count={reviewCount} reviewStars={reviewStars} />
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-ink-muted">
            Este curso ainda não tem avaliações de alunos.
          </p>
        )}

        {student?.enrolled && (
          <Suspense fallback={<Skeleton className="h-24 w-full rounded-2xl" />}>
            <MyReviewPanel courseId={courseId} userId={student.userId} onOwnReview={reportOwnReview} />
          </Suspense>
        )}

        {listed > 0 &&
          (isPending ? (
            <div role="status" aria-label="Carregando avaliações" className="space-y-4">
              <Skeleton className="h-28 w-full rounded-2xl" />
              <Skeleton className="h-28 w-full rounded-2xl" />
            </div>
          ) : isError && !reviews ? (
            <p className="text-ink-muted">Não foi possível carregar as avaliações agora.</p>
          ) : (
            <>
              <ul aria-label="Avaliações" className="space-y-4">
                {(reviews ?? []).map((review) => (
                  <li key={review.id}>
                    <ReviewCard
                      rating={review.rating}
                      body={review.body}
                      authorName={review.author_name}
                      createdAt={review.created_at}
                      updatedAt={review.updated_at}
                      actions={
                        isAdmin ? (
                          <Suspense fallback={null}>
                            <HideReviewButton courseId={courseId} reviewId={review.id} hidden={false} />
                          </Suspense>
                        ) : undefined
                      }
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={page}
                pageCount={pages}
                hrefFor={list.hrefFor}
                label="Páginas de avaliações"
                scrollTargetId="avaliacoes"
              />
            </>
          ))}

        {isAdmin && (
          <Suspense fallback={null}>
            <HiddenReviewsPanel courseId={courseId} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
