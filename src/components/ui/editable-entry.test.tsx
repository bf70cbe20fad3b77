import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { EditableEntry } from './editable-entry';

const labels = {
  edit: 'Editar resposta',
  delete: 'Excluir resposta',
  confirmTitle: 'Excluir esta resposta?',
  confirmDescription: 'As respostas dadas a ela também serão excluídas.',
};

/** An answer as the thread shows it: its text, or the editor, and the buttons under it. */
function Answer({
  canChange = true,
  onDelete = () => {},
  deleting = false,
}: {
  canChange?: boolean;
  onDelete?: (close: () => void) => void;
  deleting?: boolean;
}) {
  const [saved, setSaved] = useState('Use o S3.');
  return (
    <EditableEntry
      labels={labels}
      canChange={canChange}
      deleting={deleting}
      onDelete={onDelete}
      renderEditor={(close) => (
        <div role="form" aria-label="Editar resposta">
          <Button
            onClick={() => {
              setSaved('Use o S3 com versionamento.');
              close();
            }}
          >
            Salvar resposta
          </Button>
          <Button variant="outline" onClick={close}>
            Cancelar
          </Button>
        </div>
      )}
    >
      {({ editor, actions }) => (
        <article>
          {editor ?? <p>{saved}</p>}
          {actions && <div>{actions}</div>}
        </article>
      )}
    </EditableEntry>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('EditableEntry', () => {
  it('opens the editor in place of the entry, and Cancelar brings the entry and its buttons back', () => {
    render(<Answer />);
    expect(screen.getByText('Use o S3.')).toBeTruthy();
    fireEvent.click(button('Editar resposta'));

    expect(screen.getByRole('form', { name: 'Editar resposta' })).toBeTruthy();
    expect(screen.queryByText('Use o S3.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar resposta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir resposta' })).toBeNull();

    fireEvent.click(button('Cancelar'));
    expect(screen.queryByRole('form', { name: 'Editar resposta' })).toBeNull();
    expect(screen.getByText('Use o S3.')).toBeTruthy();
    expect(button('Editar resposta')).toBeTruthy();
    expect(button('Excluir resposta')).toBeTruthy();
  });

  it('leaves editing once the editor says it saved', () => {
    render(<Answer />);
    fireEvent.click(button('Editar resposta'));
    fireEvent.click(button('Salvar resposta'));
    expect(screen.queryByRole('form', { name: 'Editar resposta' })).toBeNull();
    expect(screen.getByText('Use o S3 com versionamento.')).toBeTruthy();
  });

  it("asks before deleting, and the dialog's Cancelar deletes nothing", async () => {
    const onDelete = vi.fn();
    render(<Answer onDelete={onDelete} />);
    fireEvent.click(button('Excluir resposta'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir esta resposta?' });
    expect(dialog.textContent).toContain('As respostas dadas a ela também serão excluídas.');
    fireEvent.click(button('Cancelar'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('deletes on Excluir and closes the confirmation when the deletion says so', async () => {
    const onDelete = vi.fn((close: () => void) => close());
    render(<Answer onDelete={onDelete} />);
    fireEvent.click(button('Excluir resposta'));
    await screen.findByRole('alertdialog', { name: 'Excluir esta resposta?' });

    fireEvent.click(button('Excluir'));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows 'Excluindo...' and keeps the dialog open while the deletion runs", async () => {
    const { rerender } = render(<Answer />);
    fireEvent.click(button('Excluir resposta'));
    await screen.findByRole('alertdialog', { name: 'Excluir esta resposta?' });

    rerender(<Answer deleting />);
    const running = button('Excluindo...');
    expect(running).toHaveProperty('disabled', true);
    expect(button('Cancelar')).toHaveProperty('disabled', true);
    fireEvent.keyDown(running, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Excluir esta resposta?' })).toBeTruthy();
  });

  it('offers neither button to someone who may not change the entry', () => {
    render(<Answer canChange={false} />);
    expect(screen.getByText('Use o S3.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar resposta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir resposta' })).toBeNull();
  });
});
