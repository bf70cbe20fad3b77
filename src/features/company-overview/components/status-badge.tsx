import { Badge } from '@/components/ui/badge';
import type { AssignmentStatus } from '../api/company-schemas';
import { statusLabel } from '../api/status-label';

const VARIANTS = { done: 'success', on_track: 'brand', late: 'warning' } as const;

/** 'Concluído' (green), 'No prazo' (blue), 'Atrasado' (amber): the text says it, the colour helps. */
export function StatusBadge({ status }: { status: AssignmentStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
