import { UnavailableScreen } from '@/components/layouts/unavailable-screen';

export default function CertificatesRoute() {
  return <UnavailableScreen title="Certificados" />;
}
