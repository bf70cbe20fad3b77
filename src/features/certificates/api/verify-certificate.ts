// The public certificate page's one read: verify_certificate(p_code) by the code's stored form
// (supabase/migrations/20261126000000_certificates_earned_and_verifiable.sql). A GET with the key
// in the query (a stable function), so a visitor's request needs no supabase-js and no CORS
// preflight. null: no certificate has that code.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { restGet } from '@/lib/public-rest';
import { queryKeys } from '@/lib/query-keys';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';
import type { Certificate } from '../utils/certificate';

const verifiedCertificateSchema = z
  .object({
    verification_code: z.string().regex(/^TC-[0-9A-Z]{12}$/),
    holder_name: z.string().min(1),
    course_title: z.string().min(1),
    workload_minutes: jsonCount,
    syllabus: z.array(z.string()),
    issued_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .nullable();

export function parseVerifiedCertificate(data: unknown): Certificate | null {
  const row = parseRpcResult('verify_certificate', verifiedCertificateSchema, data);
  if (!row) return null;
  return {
    code: row.verification_code,
    holderName: row.holder_name,
    courseTitle: row.course_title,
    workloadMinutes: row.workload_minutes,
    syllabus: row.syllabus,
    issuedOn: row.issued_on,
  };
}

/** `code` in its stored form (normalizeCertificateCode); the database normalises it again. */
export async function verifyCertificate(code: string, signal?: AbortSignal): Promise<Certificate | null> {
  const data = await restGet<unknown>(`rpc/verify_certificate?p_code=${encodeURIComponent(code)}`, signal);
  return parseVerifiedCertificate(data);
}

export const verifiedCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: queryKeys.certificates.verify(code),
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // A certificate never changes; only an account deletion removes it.
    staleTime: 5 * 60_000,
  });

export function useVerifiedCertificate(code: string) {
  return useQuery(verifiedCertificateQueryOptions(code));
}
