// 'Registrar pagamento': records that every available commission of the affiliate was paid, at
// once (admin_record_affiliate_payout, supabase/schemas/18_affiliates.sql). The transfer itself is
// made outside the site; the database answers the amount it recorded, which may be more than the
// list showed if a commission became available meanwhile (docs/affiliates-admin.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { affiliatesKeys } from './keys';

/** The note kept with the payout (affiliate_payouts_note_check). */
export const MAX_PAYOUT_NOTE = 200;

export const payoutNoteSchema = z.object({
  note: z.string().trim().max(MAX_PAYOUT_NOTE, `Use até ${MAX_PAYOUT_NOTE} caracteres.`),
});

export type PayoutNoteFormValues = z.input<typeof payoutNoteSchema>;
export type PayoutNote = z.output<typeof payoutNoteSchema>;

const payoutSchema = z.object({
  id: z.string(),
  amount: jsonNumber,
  commissions: jsonCount,
  paid_at: z.string(),
});

export type Payout = z.output<typeof payoutSchema>;

export function recordPayout({ affiliateId, note }: { affiliateId: string; note: string }) {
  return callRpc(
    'admin_record_affiliate_payout',
    { p_affiliate_id: affiliateId, p_note: note },
    payoutSchema,
  );
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    // Also on a refusal (nothing_to_pay): the list then shows what is really available.
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliatesKeys.list() }),
  });
}
