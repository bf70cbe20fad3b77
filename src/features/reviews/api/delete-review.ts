// Deletes the caller's own review of a course (delete_course_review).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { refreshAfterReview } from './refresh-after-review';

export async function deleteReview(courseId: string): Promise<void> {
  await runRpc('delete_course_review', { p_course_id: courseId });
}

export function useDeleteReview(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReview(courseId),
    // Not awaited: what was deleted unmounts when the lists refetch, and the callbacks given to
    // `mutate` (the toast, closing the dialog) must run first.
    onSuccess: () => {
      void refreshAfterReview(queryClient, courseId);
    },
  });
}
