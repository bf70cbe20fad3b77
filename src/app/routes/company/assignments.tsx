import { useParams } from 'react-router-dom';
import { OrganisationAssignments } from '@/features/company-overview/components/organisation-assignments';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** 'Atribuições' of /empresa/:organisationId. */
export default function CompanyAssignmentsRoute() {
  const { organisationId = '' } = useParams();
  const { userId } = useAuth();
  useDocumentMeta('Atribuições da empresa');
  if (!userId) return null;
  return <OrganisationAssignments viewer={userId} organisationId={organisationId} />;
}
