import { describe, expect, it } from 'vitest';
import { backendMessage } from './backend-message';

describe('backendMessage', () => {
  it("shows the backend's own message", () => {
    expect(backendMessage({ code: '23503', message: 'violates foreign key' }, 'Erro ao excluir curso')).toBe(
      'violates foreign key',
    );
    expect(backendMessage(new Error('Já existe um curso com este slug'), 'Erro ao salvar curso')).toBe(
      'Já existe um curso com este slug',
    );
  });

  it('falls back to the spec text when there is no message', () => {
    for (const error of [null, undefined, 'texto', {}, { message: '  ' }, { message: 42 }])
      expect(backendMessage(error, 'Erro ao salvar livro')).toBe('Erro ao salvar livro');
  });
});
