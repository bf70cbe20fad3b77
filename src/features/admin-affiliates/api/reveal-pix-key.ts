// 'Ver chave PIX': the affiliate's whole key, for a payout. Each reading is logged by the database
// with who read it and when (admin_reveal_affiliate_pix_key, private.affiliate_pix_key_reads;
// docs/affiliates.md, "The PIX key"), so it is a mutation: asked for only when the administrador
// presses the button, never cached, never read again by itself.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';

export function revealPixKey(affiliateId: string): Promise<string> {
  return callRpc('admin_reveal_affiliate_pix_key', { p_affiliate_id: affiliateId }, z.string());
}

export function useRevealPixKey() {
  return useMutation({ mutationFn: revealPixKey });
}
