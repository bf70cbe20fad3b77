import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogClose, DialogContent } from './dialog';

/** A screen that opens a dialog from state, without a DialogTrigger, like every admin screen. */
function FormScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Novo Curso</Button>
      <Button>Outro botão</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Novo Curso">
          <input aria-label="Título" />
          <Button onClick={() => setOpen(false)}>Salvar</Button>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

function ConfirmScreen() {
  const [items, setItems] = useState(['Curso A']);
  const [toDelete, setToDelete] = useState<string | null>(null);
  return (
    <main tabIndex={-1}>
      {items.map((item) => (
        <Button key={item} onClick={() => setToDelete(item)}>
          Excluir {item}
        </Button>
      ))}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Tem certeza que deseja excluir este curso?"
        onConfirm={() => {
          setItems((current) => current.filter((item) => item !== toDelete));
          setToDelete(null);
        }}
      />
    </main>
  );
}

/** Focuses a button and activates it, as the keyboard does. */
function openFrom(name: string) {
  const opener = screen.getByRole('button', { name });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('focus when a dialog closes', () => {
  it('returns to the control that opened it after Escape, Cancelar and saving', async () => {
    render(<FormScreen />);
    for (const close of [
      pressEscape,
      () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })),
      () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })),
    ]) {
      const opener = openFrom('Novo Curso');
      await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
      close();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('returns to the opener of a confirmation, or to the main content once the opener is gone', async () => {
    render(<ConfirmScreen />);
    const opener = openFrom('Excluir Curso A');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));

    openFrom('Excluir Curso A');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
