import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { saveThenClose } from './save-then-close';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Options = { onSuccess: () => void; onError: (error: unknown) => void };

describe('saveThenClose', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves the values, then says it saved and closes', () => {
    const onDone = vi.fn();
    const mutate = vi.fn((_: { id: string }, options: Options) => options.onSuccess());
    saveThenClose(
      mutate,
      { id: 'b1' },
      { saved: 'Livro atualizado com sucesso!', failed: 'Erro ao salvar livro', onDone },
    );
    expect(mutate).toHaveBeenCalledWith({ id: 'b1' }, expect.anything());
    expect(toast.success).toHaveBeenCalledWith('Livro atualizado com sucesso!');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says the failure's fallback text for an error without a known reason and stays open", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onDone = vi.fn();
    const mutate = vi.fn((_: { id: string }, options: Options) => options.onError(new Error('boom')));
    saveThenClose(
      mutate,
      { id: 'b1' },
      { saved: 'Livro atualizado com sucesso!', failed: 'Erro ao salvar livro', onDone },
    );
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar livro');
    expect(toast.success).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
