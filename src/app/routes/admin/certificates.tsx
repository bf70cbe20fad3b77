import { CertificatesManager } from '@/features/admin-certificates/components/certificates-manager';

/** /admin/certificates (behind RequireAdmin). */
export default function AdminCertificatesRoute() {
  return <CertificatesManager />;
}
