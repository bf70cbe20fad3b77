// The certificates one student holds (at most one per course), for the issue dialog: what they
// already have and, by difference, the courses still left to certify.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type StudentCertificate = Pick<
  Tables<'certificates'>,
  'id' | 'course_id' | 'title' | 'issued_at' | 'verification_code' | 'revoked_on'
>;

export async function getStudentCertificates(userId: string): Promise<StudentCertificate[]> {
  const supabase = await loadSupabase();
  return fetchAllRows((from, to) =>
    supabase
      .from('certificates')
      .select('id, course_id, title, issued_at, verification_code, revoked_on', { count: 'exact' })
      .eq('user_id', userId)
      .order('title')
      .order('id')
      .range(from, to),
  );
}

export const studentCertificatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.studentCertificates(userId),
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
