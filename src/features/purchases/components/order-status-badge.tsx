import { Badge } from '@/components/ui/badge';
import { orderStatusLabel } from '@/rules/orders';

const variants: Record<string, 'success' | 'warning' | 'neutral' | 'brand'> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'neutral',
  charged_back: 'neutral',
  expired: 'neutral',
  failed: 'neutral',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge variant={variants[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>;
}
