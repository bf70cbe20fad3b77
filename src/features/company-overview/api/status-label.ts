import type { AssignmentStatus } from './company-schemas';

const LABELS: Record<AssignmentStatus, string> = {
  done: 'Concluído',
  on_track: 'No prazo',
  late: 'Atrasado',
};

/** 'Concluído', 'No prazo', 'Atrasado' (docs/companies.md, the status rule). */
export function statusLabel(status: AssignmentStatus) {
  return LABELS[status];
}
