// Admin certificates: the students who can be certified — users whose role is aluno,
// newest first — a page at a time, searched by name or e-mail by the database
// (admin_list_students), each with how many certificates they hold.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_SIZE, type ListPage } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { parsePagedList, personSchema, type PagedList } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';
import { jsonCount } from '@/lib/rpc-json';

const certificateStudentSchema = personSchema.extend({ certificates: jsonCount });

export type CertificateStudent = z.output<typeof certificateStudentSchema>;

export function parseCertificateStudents(data: unknown): PagedList<CertificateStudent> {
  return parsePagedList('admin_list_students', certificateStudentSchema, data);
}

export async function getCertificateStudents({
  search,
  page,
}: ListPage): Promise<PagedList<CertificateStudent>> {
  return callRpc(
    'admin_list_students',
    {
      p_search: search,
      p_page: page,
      p_page_size: PAGE_SIZE,
    },
    parseCertificateStudents,
  );
}

export const certificateStudentsQueryOptions = (list: ListPage) =>
  queryOptions({
    queryKey: queryKeys.admin.certificateStudentsPage(list),
    queryFn: () => getCertificateStudents(list),
    placeholderData: keepPreviousData,
  });

export function useCertificateStudents(list: ListPage) {
  return useQuery(certificateStudentsQueryOptions(list));
}
