import { useParams } from 'react-router-dom';
import { OrganisationDetail } from '@/features/admin-companies/components/organisation-detail';

/** /admin/empresas/{organisationId} (behind RequireAdmin). */
export default function AdminCompanyRoute() {
  const { organisationId = '' } = useParams();
  return <OrganisationDetail key={organisationId} organisationId={organisationId} />;
}
