import { paths } from '@/config/paths';
import { formatCertificateCode } from '@/rules/certificate-code';

/** A track certificate's public page: the same address and code format as a course's. */
export function certificatePathOf(code: string): string {
  return paths.certificate(formatCertificateCode(code));
}
