// Admin certificates (spec §2, §6): only users whose role is aluno, each with the certificates
// already issued to them, in one request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export type IssuedCertificate = Pick<
  Tables<'certificates'>,
  'id' | 'course_id' | 'title' | 'issued_at' | 'verification_code'
>;

export interface CertificateStudent {
  id: string;
  full_name: string | null;
  email: string | null;
  certificates: IssuedCertificate[];
}

export async function getCertificateStudents(): Promise<CertificateStudent[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('profiles')
    .select(
      'id, full_name, email, user_roles!inner(role), certificates(id, course_id, title, issued_at, verification_code)',
    )
    .eq('user_roles.role', 'aluno')
    .order('full_name');
  if (error) throw error;
  return data.map(({ id, full_name, email, certificates }) => ({
    id,
    full_name,
    email,
    certificates: [...certificates].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
  }));
}

export const certificateStudentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.certificateStudents(), queryFn: getCertificateStudents });

export function useCertificateStudents() {
  return useQuery(certificateStudentsQueryOptions());
}

/** The courses a student can still receive a certificate for (spec §2: certified ones left out). */
export function remainingCourses<T extends { id: string }>(courses: T[], student: CertificateStudent): T[] {
  const certified = new Set(student.certificates.map((certificate) => certificate.course_id));
  return courses.filter((course) => !certified.has(course.id));
}
