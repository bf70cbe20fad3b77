// The certificate the database issued when the student completed the course (the same call that
// completed it): its code, for 'Ver certificado' in the player's 'Curso concluído!'. The
// student's own row under RLS.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const certificateCodeSchema = z.object({ verification_code: z.string() });
readsColumnsOf<z.output<typeof certificateCodeSchema>, Tables<'certificates'>>(true);

export async function getCourseCertificateCode(userId: string, courseId: string): Promise<string | null> {
  const supabase = await tableClient();
  const answer = await supabase
    .from('certificates')
    .select(selectColumns(certificateCodeSchema))
    .eq('user_id', userId)
    .eq('course_id', courseId)
    .maybeSingle();
  return readRows('certificates', certificateCodeSchema.nullable(), answer)?.verification_code ?? null;
}

export const courseCertificateQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.certificates(userId), 'course', courseId],
    queryFn: () => getCourseCertificateCode(userId, courseId),
  });

export function useCourseCertificateCode(
  userId: string,
  courseId: string,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...courseCertificateQueryOptions(userId, courseId), enabled });
}
