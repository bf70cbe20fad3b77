// The signed-in person's notifications, newest first, paged (list_my_notifications).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';
import { JUST_READ_MS } from '@/lib/query-client';

/** Notifications per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const reference = z.object({ id: z.string().min(1), title: z.string() });

const questionNotificationSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['new_question', 'question_answered']),
  created_at: z.string().min(1),
  read_at: z.string().nullable(),
  /** The answer is a teacher's ('Resposta do professor'); null for a new question. */
  by_teacher: z.boolean().nullable(),
  question: reference,
  lesson: reference,
  course: reference,
});

/** A plan paid by Pix is about to end: the renewal's Pix, and where to pay it. */
const renewalNotificationSchema = z.object({
  id: z.string().min(1),
  kind: z.literal('subscription_renewal'),
  created_at: z.string().min(1),
  read_at: z.string().nullable(),
  renewal: z.object({
    order_id: z.string().min(1),
    plan_name: z.string(),
    amount: z.number(),
    due_at: z.string().min(1),
    /** The payment provider's page (Pix QR code and copia e cola). */
    payment_url: z.url({ protocol: /^https?$/ }),
    paid: z.boolean(),
  }),
});

/** A purchase refunded or charged back: what, how much, and how the money returns. */
const refundNotificationSchema = z.object({
  id: z.string().min(1),
  kind: z.literal('order_refunded'),
  created_at: z.string().min(1),
  read_at: z.string().nullable(),
  refund: z.object({
    order_id: z.string().min(1),
    product_kind: z.string(),
    product_title: z.string(),
    amount: z.number(),
    method: z.string(),
    status: z.enum(['refunded', 'charged_back']),
  }),
});

/** A company assigned a track or a course with a due date, or reminds of it (a week before, on the day). */
const assignmentNotificationSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['assignment', 'assignment_reminder']),
  created_at: z.string().min(1),
  read_at: z.string().nullable(),
  assignment: z.object({
    id: z.string().min(1),
    organisation_name: z.string(),
    kind: z.enum(['track', 'course']),
    title: z.string(),
    slug: z.string(),
    due_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
});

const notificationSchema = z.union([
  questionNotificationSchema,
  renewalNotificationSchema,
  refundNotificationSchema,
  assignmentNotificationSchema,
]);

export type AppNotification = z.output<typeof notificationSchema>;
export type QuestionNotification = z.output<typeof questionNotificationSchema>;
export type AssignmentNotification = z.output<typeof assignmentNotificationSchema>;

export const notificationListSchema = z.object({
  total: jsonCount,
  unread: jsonCount,
  page: jsonCount.pipe(z.number().positive()),
  page_size: jsonCount.pipe(z.number().positive()),
  rows: z.array(notificationSchema),
});

export type NotificationList = z.output<typeof notificationListSchema>;

export function parseNotificationList(data: unknown): NotificationList {
  return parseRpcResult('list_my_notifications', notificationListSchema, data);
}

export async function listNotifications(page: number): Promise<NotificationList> {
  return callRpc(
    'list_my_notifications',
    {
      p_page: page,
      p_page_size: NOTIFICATIONS_PAGE_SIZE,
    },
    parseNotificationList,
  );
}

export const notificationsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.notifications.all(userId), 'page', page],
    queryFn: () => listNotifications(page),
    placeholderData: keepPreviousData,
    staleTime: JUST_READ_MS,
  });

export function useNotifications(userId: string, page: number) {
  return useQuery(notificationsQueryOptions(userId, page));
}
