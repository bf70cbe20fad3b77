import { Container } from '@/components/ui/container';
import { OrganisationPicker } from '@/features/company-overview/components/organisation-picker';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /empresa, behind RequireAuth: the organisation the person manages (a choice when several). */
export default function CompanyPickerRoute() {
  const { userId } = useAuth();
  useDocumentMeta('Minha empresa');
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-12">
      <OrganisationPicker viewer={userId} />
    </Container>
  );
}
