// Writes the caller's review of a course (save_course_review): the first time or an edit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { ownReviewSchema, type OwnReview } from './get-my-review';
import { refreshAfterReview } from './refresh-after-review';

export const REVIEW_MAX_LENGTH = 1000;

export const reviewMessages = {
  rating: 'Escolha de 1 a 5 estrelas',
  tooLong: 'A avaliação deve ter no máximo 1.000 caracteres',
  needsLesson: 'Conclua pelo menos uma aula para avaliar este curso.',
  saveFailed: 'Erro ao salvar avaliação',
  created: 'Avaliação publicada!',
  updated: 'Avaliação atualizada!',
} as const;

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(1, reviewMessages.rating)
    .max(5, reviewMessages.rating),
  body: z
    .string()
    .transform((text) => text.trim())
    .pipe(z.string().max(REVIEW_MAX_LENGTH, reviewMessages.tooLong)),
});

export type ReviewFormValues = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

export async function saveReview(courseId: string, values: ReviewValues): Promise<OwnReview> {
  const args = { p_course_id: courseId, p_rating: values.rating, p_body: values.body };
  return callRpc('save_course_review', args, ownReviewSchema);
}

/**
 * `onSaved` runs before the refresh: once the viewer's own review refetches, the form that
 * called `mutate` unmounts and callbacks given to `mutate` would never run.
 */
export function useSaveReview(courseId: string, onSaved?: (review: OwnReview) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReviewValues) => saveReview(courseId, values),
    onSuccess: (review) => {
      onSaved?.(review);
      return refreshAfterReview(queryClient, courseId);
    },
  });
}
