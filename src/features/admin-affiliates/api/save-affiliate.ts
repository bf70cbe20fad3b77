// Invite, approve, refuse, suspend or reactivate an affiliate, or change their commissions
// (admin_save_affiliate, supabase/schemas/18_affiliates.sql; docs/affiliates.md, "Joining"). An
// invitation names an existing account by e-mail and makes it active at once; a change names the
// affiliate and sends only what changes. The database checks every rule again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import type { ProductKind } from '@/rules/orders';
import type { AffiliateStatus } from '../utils/affiliate-format';
import { affiliatesKeys } from './keys';

export interface Commissions {
  /** On every product; null: only the products below. */
  commission_percent: number | null;
  products: { kind: ProductKind; id: string; commission_percent: number }[];
}

export type SaveAffiliate =
  | ({ kind: 'invite'; email: string } & Commissions)
  /** Approving an application (or one refused earlier) sets its commissions with it. */
  | ({ kind: 'approve'; id: string } & Commissions)
  | ({ kind: 'commissions'; id: string } & Commissions)
  | { kind: 'status'; id: string; status: AffiliateStatus };

/** What admin_save_affiliate is given for each change. */
export function saveAffiliateArgument(change: SaveAffiliate) {
  switch (change.kind) {
    case 'invite':
      return {
        email: change.email,
        commission_percent: change.commission_percent,
        products: change.products,
      };
    case 'approve':
      return {
        id: change.id,
        status: 'active',
        commission_percent: change.commission_percent,
        products: change.products,
      };
    case 'commissions':
      return { id: change.id, commission_percent: change.commission_percent, products: change.products };
    case 'status':
      return { id: change.id, status: change.status };
  }
}

/** The affiliate as saved (the summary); the list is read again for the figures. */
const savedSchema = z.object({ id: z.string(), code: z.string(), status: z.string() });

export function saveAffiliate(change: SaveAffiliate) {
  return callRpc('admin_save_affiliate', { p_affiliate: saveAffiliateArgument(change) }, savedSchema);
}

export function useSaveAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAffiliate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliatesKeys.list() }),
  });
}
