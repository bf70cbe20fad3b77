// Revoking a certificate (administrators, with a reason): its public page then says
// 'Certificado revogado' with the date. Never undone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { runRpc } from '@/lib/api/backend';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const REASON_MAX_LENGTH = 500;

export const revokeSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Informe o motivo da revogação')
    .max(REASON_MAX_LENGTH, `Use no máximo ${REASON_MAX_LENGTH} caracteres`),
});

export type RevokeFormValues = z.input<typeof revokeSchema>;

export async function revokeCertificate({
  certificateId,
  reason,
}: {
  certificateId: string;
  reason: string;
}) {
  // The lists refresh after it, so the certificate answered is not read.
  await runRpc('revoke_certificate', {
    p_certificate_id: certificateId,
    p_reason: reason,
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.certificates() }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.certificates.all() }),
      ]),
  });
}
