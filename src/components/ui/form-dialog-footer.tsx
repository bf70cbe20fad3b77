// The foot of a dialog's form: 'Cancelar' closes the dialog; the submit button reads
// 'Salvando...' (or the form's own word) and waits while the form saves.
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';

interface FormDialogFooterProps {
  submitLabel: string;
  saving: boolean;
  /** The submit button's text while saving. */
  savingLabel?: string;
  /** Something else holds the form back (an image still uploading). */
  disabled?: boolean;
  /** 'Cancelar' waits too while the form saves. */
  cancelWaitsForSave?: boolean;
  /** The submit button warns that the action destroys something. */
  destructive?: boolean;
}

export function FormDialogFooter({
  submitLabel,
  saving,
  savingLabel = 'Salvando...',
  disabled = false,
  cancelWaitsForSave = false,
  destructive = false,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={cancelWaitsForSave && saving}>
          Cancelar
        </Button>
      </DialogClose>
      <Button type="submit" variant={destructive ? 'destructive' : undefined} disabled={saving || disabled}>
        {saving ? savingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
