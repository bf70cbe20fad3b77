import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { unreadCountQueryOptions } from './get-unread-count';
import { notificationsQueryOptions } from './list-notifications';

const me = 'user-1';
const cached = {
  unread: unreadCountQueryOptions(me).queryKey,
  firstPage: notificationsQueryOptions(me, 1).queryKey,
  secondPage: notificationsQueryOptions(me, 2).queryKey,
  othersUnread: unreadCountQueryOptions('user-2').queryKey,
};

describe("the notifications' keys", () => {
  it("the badge and every page sit below the person's notifications (a teacher's answer, 'Marcar como lidas')", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.notifications.all(me))).toEqual(
      ['firstPage', 'secondPage', 'unread'].sort(),
    );
  });
});
