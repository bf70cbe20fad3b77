// Admin certificates: the students who can be certified — users whose role is aluno,
// newest first — a page at a time, searched by name or e-mail by the database
// (admin_list_students), each with how many certificates they hold.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListPage } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { pageArgs, pagedQueryOptions, parsePagedList, personSchema, type PagedList } from '@/lib/paged-list';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount } from '@/lib/rpc-json';

const certificateStudentSchema = personSchema.extend({ certificates: jsonCount });

export type CertificateStudent = z.output<typeof certificateStudentSchema>;

export function parseCertificateStudents(data: unknown): PagedList<CertificateStudent> {
  return parsePagedList('admin_list_students', certificateStudentSchema, data);
}

export async function getCertificateStudents(list: ListPage): Promise<PagedList<CertificateStudent>> {
  return callRpc('admin_list_students', pageArgs(list), parseCertificateStudents);
}

/** One page of one search, below the students' root (a role change on the users screen refreshes it). */
export const certificateStudentsQueryOptions = (list: ListPage) =>
  pagedQueryOptions([...sharedQueryKeys.admin.certificateStudents(), 'page', list] as const, () =>
    getCertificateStudents(list),
  );

export function useCertificateStudents(list: ListPage) {
  return useQuery(certificateStudentsQueryOptions(list));
}
