// The signed-in student's own review on the course page: write it (enrolled with a completed
// lesson), see it, edit or delete it. Loaded on demand by course-reviews.tsx.
import { zodResolver } from '@hookform/resolvers/zod';
import { StarIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { userMessage } from '@/lib/errors/user-message';
import { formatCount } from '@/utils/format';
import { useDeleteReview } from '../api/delete-review';
import { useMyReview, type OwnReview } from '../api/get-my-review';
import {
  REVIEW_MAX_LENGTH,
  reviewMessages,
  reviewSchema,
  useSaveReview,
  type ReviewFormValues,
  type ReviewValues,
} from '../api/save-review';
import { ReviewCard } from './review-card';

export function MyReviewPanel({
  courseId,
  userId,
  onOwnReview,
}: {
  courseId: string;
  userId: string;
  /** Tells the course's list which review is shown here (null: none), so it leaves it out. */
  onOwnReview: (reviewId: string | null) => void;
}) {
  const { data, isPending, isError } = useMyReview(courseId, userId);
  const [editing, setEditing] = useState(false);
  const ownReviewId = isError
    ? null
    : data && (data.review && !data.review.is_hidden ? data.review.id : null);
  useEffect(() => {
    if (ownReviewId !== undefined) onOwnReview(ownReviewId);
  }, [ownReviewId, onOwnReview]);

  if (isPending) return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (isError || !data) return null;

  const { review, can_review: canReview } = data;
  if (review && !editing) {
    return <OwnReviewCard courseId={courseId} review={review} onEdit={() => setEditing(true)} />;
  }
  if (!review && !canReview) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-5 py-4 text-sm text-ink-muted">
        {reviewMessages.needsLesson}
      </p>
    );
  }
  return (
    <ReviewForm
      courseId={courseId}
      review={review}
      onDone={() => setEditing(false)}
      onCancel={review ? () => setEditing(false) : undefined}
    />
  );
}

function OwnReviewCard({
  courseId,
  review,
  onEdit,
}: {
  courseId: string;
  review: OwnReview;
  onEdit: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview(courseId);
  return (
    <section aria-labelledby="my-review" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="my-review" className="text-lg font-bold text-ink">
          Sua avaliação
        </h3>
        {review.is_hidden && <Badge variant="warning">Oculta pela administração</Badge>}
      </div>
      {review.is_hidden && (
        <p className="text-sm text-ink-muted">
          Ela não aparece para outras pessoas nem entra na nota do curso.
        </p>
      )}
      <ReviewCard
        rating={review.rating}
        body={review.body}
        authorName="Você"
        createdAt={review.created_at}
        updatedAt={review.updated_at}
        actions={
          <>
            <Button variant="outline" size="sm" onClick={onEdit}>
              Editar avaliação
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              Excluir avaliação
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir sua avaliação?"
        description="Ela sai da página do curso e da nota média."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Avaliação excluída.');
            },
            onError: () => toast.error('Erro ao excluir avaliação'),
          })
        }
      />
    </section>
  );
}

function ReviewForm({
  courseId,
  review,
  onDone,
  onCancel,
}: {
  courseId: string;
  review: OwnReview | null;
  onDone: () => void;
  onCancel?: (() => void) | undefined;
}) {
  const form = useForm<ReviewFormValues, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: review ? String(review.rating) : undefined, body: review?.body ?? '' },
  });
  const { errors } = form.formState;
  const save = useSaveReview(courseId, () => {
    toast.success(review ? reviewMessages.updated : reviewMessages.created);
    onDone();
  });
  const chosen = Number(useWatch({ control: form.control, name: 'rating' }) ?? 0);
  const length = (useWatch({ control: form.control, name: 'body' }) ?? '').trim().length;

  const submit = (values: ReviewValues) =>
    save.mutate(values, { onError: (error) => toast.error(userMessage(error, reviewMessages.saveFailed)) });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-labelledby="review-form-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="review-form-title" className="text-lg font-bold text-ink">
        {review ? 'Editar sua avaliação' : 'Avalie este curso'}
      </h3>
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="text-sm font-medium text-ink">Sua nota</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={String(star)} className="sr-only" {...form.register('rating')} />
              <StarIcon
                strokeWidth={1.5}
                width={32}
                height={32}
                className={cn(star <= chosen ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
              />
              <span className="sr-only">{star === 1 ? '1 estrela' : `${star} estrelas`}</span>
            </label>
          ))}
        </div>
        {errors.rating?.message && (
          <p id="review-rating-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <FormField
        label="Comentário (opcional)"
        error={errors.body?.message}
        hint={`${formatCount(length)} de ${formatCount(REVIEW_MAX_LENGTH)} caracteres`}
      >
        <Textarea rows={4} placeholder="O que você achou do curso?" {...form.register('body')} />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : review ? 'Salvar avaliação' : 'Publicar avaliação'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
