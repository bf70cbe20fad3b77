// The foot of a dialog's form: 'Cancelar' closes the dialog; the submit button reads
// 'Salvando...' and waits while the form saves.
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';

interface FormDialogFooterProps {
  submitLabel: string;
  saving: boolean;
  /** Something else holds the form back (an image still uploading). */
  disabled?: boolean;
}

export function FormDialogFooter({ submitLabel, saving, disabled = false }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancelar</Button>
      </DialogClose>
      <Button type="submit" disabled={saving || disabled}>
        {saving ? 'Salvando...' : submitLabel}
      </Button>
    </DialogFooter>
  );
}
