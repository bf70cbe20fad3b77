import { Badge } from '@/components/ui/badge';
import { orderStatusLabel } from '@/rules/orders';

const variants: Record<string, 'success' | 'warning' | 'neutral' | 'brand'> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'neutral',
  charged_back: 'neutral',
  expired: 'neutral',
  failed: 'neutral',
  canceled: 'neutral',
};

/** The order's status in the one vocabulary of buyers and administradores (src/rules/orders.ts). */
export function OrderStatusBadge({ status, abandoned = false }: { status: string; abandoned?: boolean }) {
  const variant = status === 'pending' && abandoned ? 'neutral' : (variants[status] ?? 'neutral');
  return <Badge variant={variant}>{orderStatusLabel(status, abandoned)}</Badge>;
}
