// The link an affiliate shares: the affiliate-link function counts the opening and leads to the
// product's checkout with the code (docs/affiliates.md). Built from the Supabase URL the app runs
// against, so a hosted project's links point at its own function.
import { paths } from '@/config/paths';
import type { ProductKind } from '@/rules/orders';

export function affiliateLink(
  supabaseUrl: string,
  code: string,
  kind: ProductKind,
  productId: string,
): string {
  const link = new URL(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/affiliate-link`);
  link.searchParams.set('ref', code);
  link.searchParams.set('para', paths.checkout(kind, productId));
  return link.href;
}

/** 'Pendente até 09/12', 'Disponível', 'Paga', 'Estornada'. */
export function commissionStatusLabel(status: 'pending' | 'available' | 'paid' | 'reversed'): string {
  return { pending: 'Pendente', available: 'Disponível', paid: 'Paga', reversed: 'Estornada' }[status];
}
