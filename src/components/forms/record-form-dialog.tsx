// The dialog around an admin record's form: closed at null, the empty form for 'new', the filled
// one for a record; a fresh form for each record, so nothing typed for one shows on another.
import { Fragment, type ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

interface RecordFormDialogProps<Record extends { id: string }> {
  /** The record being edited, 'new' for a new one, null when closed. */
  target: Record | 'new' | null;
  onClose: () => void;
  /** The title for the record, or for a new one (null). */
  title: (record: Record | null) => string;
  size?: 'md' | 'lg';
  children: (record: Record | null) => ReactNode;
}

export function RecordFormDialog<Record extends { id: string }>({
  target,
  onClose,
  title,
  size = 'md',
  children,
}: RecordFormDialogProps<Record>) {
  const record = target === 'new' ? null : target;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size={size} title={title(record)} description="Campos com * são obrigatórios.">
        {target !== null && <Fragment key={record?.id ?? 'new'}>{children(record)}</Fragment>}
      </DialogContent>
    </Dialog>
  );
}
