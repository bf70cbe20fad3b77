// An administrator's moderation of reviews on the course page: hide an abusive one, see the
// hidden ones and show one again. The database refuses anyone else (set_review_hidden).
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { pageCount } from '@/lib/list-params';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { useHiddenReviews } from '../api/get-hidden-reviews';
import { useSetReviewHidden } from '../api/set-review-hidden';
import { ReviewCard } from './review-card';

export function HideReviewButton({
  courseId,
  reviewId,
  hidden,
}: {
  courseId: string;
  reviewId: string;
  hidden: boolean;
}) {
  const setHidden = useSetReviewHidden(courseId);
  const pending = setHidden.isPending;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        setHidden.mutate(
          { reviewId, hidden: !hidden },
          {
            onSuccess: () => toast.success(hidden ? 'Avaliação visível novamente.' : 'Avaliação ocultada.'),
            onError: (error) => toast.error(userMessage(error, 'Erro ao moderar avaliação')),
          },
        )
      }
    >
      {hidden ? 'Mostrar novamente' : 'Ocultar avaliação'}
    </Button>
  );
}

/** The course's hidden reviews (administrators only), newest first. */
export function HiddenReviewsPanel({ courseId }: { courseId: string }) {
  const [page, setPage] = useState(1);
  const { data } = useHiddenReviews(courseId, page);
  if (!data || data.total === 0) return null;
  return (
    <section
      aria-labelledby="hidden-reviews"
      className="rounded-2xl border border-amber-200 bg-amber-50/50 p-5 sm:p-6"
    >
      <h3 id="hidden-reviews" className="text-lg font-bold text-ink">
        Avaliações ocultas ({data.total})
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        Só administradores veem esta lista. Avaliações ocultas não entram na nota do curso.
      </p>
      <ul className="mt-4 space-y-4">
        {data.rows.map((review) => (
          <li key={review.id}>
            <ReviewCard
              rating={review.rating}
              body={review.body}
              authorName={review.author_name}
              createdAt={review.created_at}
              updatedAt={review.updated_at}
              actions={<HideReviewButton courseId={courseId} reviewId={review.id} hidden />}
            />
          </li>
        ))}
      </ul>
      {pageCount(data.total, data.pageSize) > 1 && (
        <div className="mt-4 flex justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => setPage(data.page - 1)}
          >
            Anterior
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={data.page >= pageCount(data.total, data.pageSize)}
            onClick={() => setPage(data.page + 1)}
          >
            Próxima
          </Button>
        </div>
      )}
    </section>
  );
}
