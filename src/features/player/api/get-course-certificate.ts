// The certificate the database issued when the student completed the course (the same call that
// completed it): its code, for 'Ver certificado' in the player's 'Curso concluído!'. The
// student's own row under RLS.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export async function getCourseCertificateCode(userId: string, courseId: string): Promise<string | null> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('certificates')
    .select('verification_code')
    .eq('user_id', userId)
    .eq('course_id', courseId)
    .maybeSingle();
  if (error) throw error;
  return data?.verification_code ?? null;
}

export const courseCertificateQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.learner.courseCertificate(userId, courseId),
    queryFn: () => getCourseCertificateCode(userId, courseId),
  });

export function useCourseCertificateCode(
  userId: string,
  courseId: string,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...courseCertificateQueryOptions(userId, courseId), enabled });
}
