// The certificates one student holds (at most one per course), for the issue dialog: what they
// already have and, by difference, the courses still left to certify.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { certificatesKey } from './keys';

const studentCertificateSchema = z.object({
  id: z.string(),
  course_id: z.string(),
  title: z.string(),
  issued_at: z.string(),
  verification_code: z.string(),
  revoked_on: z.string().nullable(),
});

export type StudentCertificate = z.output<typeof studentCertificateSchema>;
readsColumnsOf<StudentCertificate, Tables<'certificates'>>(true);

export async function getStudentCertificates(userId: string): Promise<StudentCertificate[]> {
  const supabase = await tableClient();
  return fetchAllRows('certificates', z.array(studentCertificateSchema), (from, to) =>
    supabase
      .from('certificates')
      .select(selectColumns(studentCertificateSchema), { count: 'exact' })
      .eq('user_id', userId)
      .order('title')
      .order('id')
      .range(from, to),
  );
}

/** One student's certificates, and below it what else the issue dialog reads about them. */
export const studentCertificatesKey = (userId: string) => [...certificatesKey(), 'student', userId] as const;

export const studentCertificatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: studentCertificatesKey(userId),
    queryFn: () => getStudentCertificates(userId),
  });

export function useStudentCertificates(userId: string) {
  return useQuery(studentCertificatesQueryOptions(userId));
}

/** The courses a student can still receive a certificate for (certified ones left out). */
export function remainingCourses<T extends { id: string }>(courses: T[], held: StudentCertificate[]): T[] {
  const certified = new Set(held.map((certificate) => certificate.course_id));
  return courses.filter((course) => !certified.has(course.id));
}
