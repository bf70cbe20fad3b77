// Why a signed-in person can no longer open a course's lessons, when the reason is a purchase
// taken back: refunded or charged back (get_my_course_refund; null otherwise). docs/payments.md →
// Refund notice.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const courseRefundSchema = z
  .object({
    status: z.enum(['refunded', 'charged_back']),
    product_title: z.string(),
    refunded_at: z.string().nullable(),
    course_slug: z.string().nullable(),
  })
  .nullable();

export type CourseRefund = z.output<typeof courseRefundSchema>;

export function getMyCourseRefund(courseId: string): Promise<CourseRefund> {
  return callRpc('get_my_course_refund', { p_course_id: courseId }, courseRefundSchema);
}

export function useMyCourseRefund(
  userId: string | null,
  courseId: string,
  { enabled }: { enabled: boolean },
) {
  return useQuery({
    queryKey: [...sharedQueryKeys.learner.course(userId ?? '', courseId), 'refund'],
    queryFn: () => getMyCourseRefund(courseId),
    enabled: enabled && userId !== null,
  });
}
