// What the account menu shows of the notifications (issue 14): a badge with the unread count on
// the 'Minha Conta' button (and the phone menu's button), and a 'Notificações' entry leading to
// the list. Given to the site header by the app (components/layouts/site-header.tsx, AccountExtras).
import { Link } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/get-unread-count';

function unreadLabel(count: number) {
  return count === 1 ? '1 notificação não lida' : `${count} notificações não lidas`;
}

function useUnread() {
  const { status, userId, unreadNotifications } = useAuth();
  const { data } = useUnreadCount(status === 'signed-in' ? userId : null, unreadNotifications);
  return data ?? 0;
}

/** The red count on the account button; nothing when all is read. */
export function UnreadNotificationsBadge() {
  const unread = useUnread();
  if (unread === 0) return null;
  return (
    <span
      data-testid="notifications-badge"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-5 text-white"
    >
      {unread > 99 ? '99+' : unread}
      <span className="sr-only"> ({unreadLabel(unread)})</span>
    </span>
  );
}

/**
 * The menu entry to the notifications list, with the unread count. Every other prop goes to the
 * link: the account menu (Radix) gives its entries their role, focus and key handling.
 */
export function NotificationsMenuItem({ onNavigate, className, onClick, ...props }: AccountMenuItemProps) {
  const unread = useUnread();
  return (
    <Link
      {...props}
      to={paths.notifications}
      onClick={(event) => {
        onClick?.(event);
        onNavigate();
      }}
      className={cn(className, 'flex items-center justify-between gap-2')}
    >
      Notificações
      {unread > 0 && (
        <span className="rounded-full bg-red-600 px-2 text-xs font-bold leading-5 text-white">
          {unread > 99 ? '99+' : unread}
          <span className="sr-only"> não lidas</span>
        </span>
      )}
    </Link>
  );
}
