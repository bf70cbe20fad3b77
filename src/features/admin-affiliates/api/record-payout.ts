// 'Registrar pagamento': records that every available commission of the affiliate was paid, at
// once (admin_record_affiliate_payout, supabase/schemas/18_affiliates.sql). The transfer itself is
// made outside the site; the amount the administrador saw is sent with it, and the database refuses
// (payout_amount_changed) when what is available changed meanwhile (docs/affiliates-admin.md).
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

export function recordPayout({
  affiliateId,
  expectedAmount,
  note,
}: {
  affiliateId: string;
  /** What the dialog showed as available: the database records the payout only if it still is. */
  expectedAmount: number;
  note: string;
}) {
  return callRpc(
    'admin_record_affiliate_payout',
    { p_affiliate_id: affiliateId, p_expected_amount: expectedAmount, p_note: note },
    payoutSchema,
  );
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    // Also on a refusal (nothing_to_pay, payout_amount_changed): the list then shows what is really available.
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliatesKeys.list() }),
  });
}
