// An entry its author may change (a question, an answer): 'Editar …' swaps it for an editor in
// place, 'Excluir …' asks first and the confirmation stays open, its button disabled, while the
// deletion runs.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface EditableEntryLabels {
  /** The button that opens the editor, e.g. 'Editar resposta'. */
  edit: string;
  /** The button that asks before deleting, e.g. 'Excluir resposta'. */
  delete: string;
  /** The confirmation's question, e.g. 'Excluir esta resposta?'. */
  confirmTitle: string;
  /** What else is lost with it, when something is. */
  confirmDescription?: string;
}

interface EditableEntryParts {
  /** The editor while editing, null otherwise. */
  editor: ReactNode;
  /** The two buttons, null while editing or when the viewer may not change the entry. */
  actions: ReactNode;
}

interface EditableEntryProps {
  labels: EditableEntryLabels;
  /** The viewer may edit and delete it (their own entry). */
  canChange: boolean;
  /** The editor; `close` leaves editing (once saved, or on 'Cancelar'). */
  renderEditor: (close: () => void) => ReactNode;
  deleting: boolean;
  /** Deletes the entry; `close` closes the confirmation (once the deletion succeeded). */
  onDelete: (close: () => void) => void;
  /** Lays the entry out: where its editor and its buttons go differs between entries. */
  children: (parts: EditableEntryParts) => ReactNode;
}

export function EditableEntry({
  labels,
  canChange,
  renderEditor,
  deleting,
  onDelete,
  children,
}: EditableEntryProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const showEditor = canChange && editing;

  const actions =
    canChange && !editing ? (
      <>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {labels.edit}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          {labels.delete}
        </Button>
      </>
    ) : null;

  return (
    <>
      {children({ editor: showEditor ? renderEditor(() => setEditing(false)) : null, actions })}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={labels.confirmTitle}
        description={labels.confirmDescription}
        pending={deleting}
        onConfirm={() => onDelete(() => setConfirming(false))}
      />
    </>
  );
}
