import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditDeleteButtons } from './edit-delete-buttons';

describe('EditDeleteButtons', () => {
  it("reads 'Editar' and 'Excluir', named after the item, and calls back for each", () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<EditDeleteButtons itemName="módulo Fundamentos" onEdit={onEdit} onDelete={onDelete} />);

    const edit = screen.getByRole('button', { name: 'Editar módulo Fundamentos' });
    const remove = screen.getByRole('button', { name: 'Excluir módulo Fundamentos' });
    expect([edit.textContent, remove.textContent]).toEqual(['Editar', 'Excluir']);

    fireEvent.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(remove);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
