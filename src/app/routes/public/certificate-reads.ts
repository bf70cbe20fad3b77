// The public certificate page's loader (docs/architecture.md, "Loaders: one style for every screen").
import type { RouteReads } from '@/app/route-module';
import { verifiedCertificateQueryOptions } from '@/features/certificates/api/verify-certificate';
import { normalizeCertificateCode } from '@/rules/certificate-code';

/** The certificate the address names, as the page normalises its code; nothing for what cannot be a code. */
export const reads: RouteReads = async ({ queryClient, params }) => {
  const stored = params.code === undefined ? null : normalizeCertificateCode(params.code);
  if (stored) await queryClient.ensureQueryData(verifiedCertificateQueryOptions(stored));
};
