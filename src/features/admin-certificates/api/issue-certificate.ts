import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { runRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { certificatesKey } from './keys';

export const ISSUE_REASON_REQUIRED_MESSAGE = 'Informe o motivo da emissão';

export interface IssueFormValues {
  courseId: string;
  reason: string;
}

/** The issue form: a course, and a reason when the student has not completed it (up to 500 characters). */
export function issueSchema(needsReason: boolean) {
  return z.object({
    courseId: z.string().min(1, 'Selecione um curso'),
    reason: needsReason
      ? z.string().trim().min(1, ISSUE_REASON_REQUIRED_MESSAGE).max(500, 'Use no máximo 500 caracteres')
      : z
          .string()
          .trim()
          .transform(() => null),
  });
}

export async function issueCertificate({
  userId,
  courseId,
  reason,
}: {
  userId: string;
  courseId: string;
  /** Required by the database when the student has not completed the course. */
  reason: string | null;
}) {
  // The lists refresh after it, so the certificate answered is not read.
  await runRpc('issue_certificate', {
    p_user_id: userId,
    p_course_id: courseId,
    ...(reason ? { p_reason: reason } : {}),
  });
}

export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificate,
    // The student's count, the issued list (and the student's own certificates under it), the counters.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.certificateStudents() }),
        queryClient.invalidateQueries({ queryKey: certificatesKey() }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.admin.report() }),
      ]),
  });
}
