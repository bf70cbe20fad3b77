import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog';
import { FormDialogFooter } from './form-dialog-footer';

function Footer(props: Parameters<typeof FormDialogFooter>[0]) {
  return (
    <Dialog open>
      <DialogContent title="Revogar certificado">
        <form>
          <FormDialogFooter {...props} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

describe('FormDialogFooter', () => {
  it("reads 'Cancelar' and the submit label; while saving, 'Salvando...' waits and 'Cancelar' stays open", () => {
    const { rerender } = render(<Footer submitLabel="Criar livro" saving={false} />);
    expect(screen.getByRole('button', { name: 'Criar livro' })).toHaveProperty('disabled', false);
    rerender(<Footer submitLabel="Criar livro" saving />);
    expect(screen.getByRole('button', { name: 'Salvando...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', false);
  });

  it('says its own word while saving and, when told, holds Cancelar too', () => {
    render(
      <Footer
        submitLabel="Revogar certificado"
        saving
        savingLabel="Revogando..."
        cancelWaitsForSave
        destructive
      />,
    );
    expect(screen.getByRole('button', { name: 'Revogando...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', true);
  });
});
