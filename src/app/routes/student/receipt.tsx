import { useParams } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { Receipt } from '@/features/purchases/components/receipt';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /minhas-compras/{orderId} (behind RequireAuth). */
export default function ReceiptRoute() {
  useDocumentMeta('Recibo');
  const { orderId = '' } = useParams();
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container narrow className="py-10 sm:py-14">
      <Receipt userId={userId} orderId={orderId} />
    </Container>
  );
}
