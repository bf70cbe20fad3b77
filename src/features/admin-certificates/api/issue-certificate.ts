import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export const DUPLICATE_CERTIFICATE_MESSAGE = 'Este aluno já possui certificado para este curso';

/** Spec §8: 23505 → the duplicate message; anything else → 'Erro ao emitir certificado'. */
export function issueCertificateErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' ? DUPLICATE_CERTIFICATE_MESSAGE : 'Erro ao emitir certificado';
}

export async function issueCertificate({ userId, courseId }: { userId: string; courseId: string }) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('issue_certificate', {
    p_user_id: userId,
    p_course_id: courseId,
  });
  if (error) throw error;
  return data;
}

export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificate,
    // The student's count, the issued list (and the student's own certificates under it), the counters.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.certificateStudents() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.certificates() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.report() }),
      ]),
  });
}
