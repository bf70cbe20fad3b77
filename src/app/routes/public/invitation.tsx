import { useParams } from 'react-router-dom';
import { InvitationCard } from '@/features/company-team/components/invitation-card';
import { useDocumentMeta } from '@/lib/use-document-title';

export { reads } from './invitation-reads';

/** /convite/:token (public, not prerendered: each token is private). */
export default function InvitationRoute() {
  useDocumentMeta('Convite');
  const { token = '' } = useParams();
  return <InvitationCard token={token} />;
}
