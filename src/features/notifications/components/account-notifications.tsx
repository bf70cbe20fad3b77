// What the header shows of the notifications: a bell with the unread count next to 'Minha Conta'
// (and the phone menu's button) leading to the list, and a 'Notificações' entry in both menus.
// Given to the site header by the app (components/layouts/site-header.tsx, AccountExtras). Both
// read the one unread-count query the header already had: no request of their own.
import { BellIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/get-unread-count';

function unreadLabel(count: number) {
  return count === 1 ? '1 não lida' : `${count} não lidas`;
}

function useUnread() {
  const { status, userId, unreadNotifications } = useAuth();
  const { data } = useUnreadCount(status === 'signed-in' ? userId : null, unreadNotifications);
  return data ?? 0;
}

/** The header's bell: a link to the notifications, named with the unread count ('Notificações, 3 não lidas'). */
export function NotificationsBell() {
  const unread = useUnread();
  return (
    <NavLink
      to={paths.notifications}
      end
      aria-label={unread === 0 ? 'Notificações' : `Notificações, ${unreadLabel(unread)}`}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <BellIcon width={22} height={22} />
      {unread > 0 && (
        <span
          data-testid="notifications-badge"
          aria-hidden="true"
          className="absolute -right-1 -top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
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
