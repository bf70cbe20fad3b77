import { Container } from '@/components/ui/container';
import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /notificacoes, behind RequireAuth (in-app notifications, no e-mail). */
export default function NotificationsRoute() {
  const { userId } = useAuth();
  useDocumentMeta('Notificações');
  if (!userId) return null;
  return (
    <Container narrow className="py-10 sm:py-12">
      <NotificationsList userId={userId} />
    </Container>
  );
}
