// A confirmation before a destructive action. Controlled: the screen keeps
// which item is about to go, and the dialog stays open with its button disabled while it runs.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The confirmation text (docs/rules/admin.md). */
  title: ReactNode;
  /** Extra detail under the title (which item, what is lost). */
  description?: ReactNode;
  confirmLabel?: string;
  /** The button that closes without acting ('Cancelar'; another word when the action itself is a cancellation). */
  cancelLabel?: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Excluir',
  cancelLabel = 'Cancelar',
  pendingLabel = 'Excluindo...',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" size="sm" title={title} description={description} hideCloseButton>
        <DialogFooter className="mt-0 border-t-0 pt-0">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
