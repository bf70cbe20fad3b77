import { useParams } from 'react-router-dom';
import { OrganisationOverview } from '@/features/company-overview/components/organisation-overview';
import { addSeatsPath } from '@/features/company-sales/components/seat-format';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** 'Visão geral' of /empresa/:organisationId. */
export default function CompanyOverviewRoute() {
  const { organisationId = '' } = useParams();
  const { userId } = useAuth();
  useDocumentMeta('Visão geral da empresa');
  if (!userId) return null;
  return <OrganisationOverview viewer={userId} organisationId={organisationId} addSeatsPath={addSeatsPath} />;
}
