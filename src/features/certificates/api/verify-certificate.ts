// The public certificate page's one read: verify_certificate(p_code) by the code's stored form
// (supabase/migrations/20261126000000_certificates_earned_and_verifiable.sql). A GET with the key
// in the query (a stable function), so a visitor's request needs no supabase-js and no CORS
// preflight. null: no certificate has that code. Course and track certificates share the code
// format, so a code the course certificates do not know is asked of the track certificates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { restGet } from '@/lib/api/light-fetch';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import type { Certificate } from '../utils/certificate';
import { certificateFromRow, verifiedCertificateSchema } from './verified-certificate-schema';
import { trackCertificateFromRow, verifiedTrackCertificateSchema } from './verified-track-certificate-schema';

/** `code` in its stored form (normalizeCertificateCode); the database normalises it again. */
export async function verifyCertificate(code: string, signal?: AbortSignal): Promise<Certificate | null> {
  const path = `rpc/verify_certificate?p_code=${encodeURIComponent(code)}`;
  const row = await restGet(path, verifiedCertificateSchema, signal);
  if (row) return certificateFromRow(row);
  const trackPath = `rpc/verify_track_certificate?p_code=${encodeURIComponent(code)}`;
  const trackRow = await restGet(trackPath, verifiedTrackCertificateSchema, signal);
  return trackRow ? trackCertificateFromRow(trackRow) : null;
}

/** A certificate's public page, by the code's stored form: the same answer for every viewer. */
export const verifiedCertificateQueryKey = (code: string) =>
  [...sharedQueryKeys.certificates.all(), 'verify', code] as const;

export const verifiedCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: verifiedCertificateQueryKey(code),
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // A certificate never changes; only an account deletion removes it.
    staleTime: 5 * 60_000,
  });

export function useVerifiedCertificate(code: string) {
  return useQuery(verifiedCertificateQueryOptions(code));
}
