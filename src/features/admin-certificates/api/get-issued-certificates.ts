// Admin certificates: every certificate issued, newest first, a page at a time, searched by the
// student's name or e-mail or by the course title (admin_list_certificates).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ListPage } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { pageArgs, pagedQueryOptions, parsePagedList, personSchema, type PagedList } from '@/lib/paged-list';
import { certificatesKey } from './keys';

const issuedCertificateSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  verification_code: z.string(),
  issued_at: z.string(),
  issue_reason: z.string().nullable(),
  /** São Paulo date of revocation, 'YYYY-MM-DD'; null while valid. */
  revoked_on: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  student: personSchema,
});

export type IssuedCertificate = z.output<typeof issuedCertificateSchema>;

export function parseIssuedCertificates(data: unknown): PagedList<IssuedCertificate> {
  return parsePagedList('admin_list_certificates', issuedCertificateSchema, data);
}

export async function getIssuedCertificates(list: ListPage): Promise<PagedList<IssuedCertificate>> {
  return callRpc('admin_list_certificates', pageArgs(list), parseIssuedCertificates);
}

export const issuedCertificatesQueryOptions = (list: ListPage) =>
  pagedQueryOptions([...certificatesKey(), 'page', list] as const, () => getIssuedCertificates(list));

export function useIssuedCertificates(list: ListPage) {
  return useQuery(issuedCertificatesQueryOptions(list));
}
