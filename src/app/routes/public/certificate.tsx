import { useParams } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { CertificatePage } from '@/features/certificates/components/certificate-page';

/** /certificado/{code} and /certificado: public, prints as the certificate alone (index.css). */
export default function CertificateRoute() {
  const { code } = useParams();
  return (
    <Container className="py-8 sm:py-12 print:max-w-none print:p-0">
      <CertificatePage typedCode={code ?? null} />
    </Container>
  );
}

// The route's loader, bundled with the page (src/app/router.tsx, `loadPublicReads`).
export { reads } from './certificate-reads';
