import { Container } from '@/components/ui/container';
import { MyCertificates } from '@/features/certificates/components/my-certificates';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /meus-certificados (behind RequireAuth). */
export default function MyCertificatesRoute() {
  useDocumentMeta('Meus certificados');
  const { userId } = useAuth();
  if (!userId) return null;
  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-ink">Meus certificados</h1>
        <p className="mt-2 text-ink-muted">
          Seus certificados de conclusão: abra, imprima, baixe em PDF, compartilhe o link ou adicione ao
          LinkedIn. Qualquer pessoa confere a autenticidade pelo código.
        </p>
      </header>
      <MyCertificates userId={userId} />
    </Container>
  );
}
