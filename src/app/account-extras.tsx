// What the header adds for people signed in: the notifications' bell and menu entry, and 'Minha
// empresa' for gestores. One chunk, loaded with the account menu: visitors on public pages never
// download it (docs/performance.md, "Where the home page's JavaScript goes").
export {
  NotificationsBell,
  NotificationsMenuItem,
} from '@/features/notifications/components/account-notifications';
export { CompanyMenuItem } from '@/features/company-overview/components/company-menu-item';
