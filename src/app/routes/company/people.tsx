import { useParams } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { PeopleScreen } from '@/features/company-team/components/people-screen';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /empresa/:organisationId/pessoas (behind RequireAuth; the database refuses anyone but its gestores). */
export default function CompanyPeopleRoute() {
  useDocumentMeta('Pessoas');
  const { organisationId = '' } = useParams();
  return (
    <Container className="py-10 sm:py-14">
      <PeopleScreen organisationId={organisationId} />
    </Container>
  );
}
