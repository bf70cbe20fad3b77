import { useParams } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { OrganisationLayout } from '@/features/company-overview/components/organisation-layout';
import { useAuth } from '@/lib/auth';

/** /empresa/:organisationId, behind RequireAuth: the organisation's name and tabs (the database says who is a gestor). */
export default function CompanyLayoutRoute() {
  const { organisationId = '' } = useParams();
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-12">
      <OrganisationLayout viewer={userId} organisationId={organisationId} />
    </Container>
  );
}
