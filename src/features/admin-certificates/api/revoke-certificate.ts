// Revoking a certificate (administrators, with a reason): its public page then says
// 'Certificado revogado' with the date. Never undone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

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
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('revoke_certificate', {
    p_certificate_id: certificateId,
    p_reason: reason,
  });
  if (error) throw error;
  return data;
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.certificates() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.certificates.all() }),
      ]),
  });
}
