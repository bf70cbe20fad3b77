import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PracticeHelp } from './practice-help';

const allHints = [
  'Comece pelo `Effect` de cada declaração.',
  'O recurso precisa do prefixo **2026/**.',
  'Troque `s3:*` por `s3:GetObject`.',
];

function Harness({ onGiveUp }: { onGiveUp: () => void }) {
  const [revealed, setRevealed] = useState(0);
  const [settled, setSettled] = useState(false);
  return (
    <>
      <PracticeHelp
        hints={allHints.slice(0, revealed)}
        hintsTotal={allHints.length}
        settled={settled}
        points={50}
        revealHint={{ run: () => setRevealed((count) => count + 1), pending: false, error: null }}
        giveUp={{
          run: ({ onSettled }) => {
            onGiveUp();
            setSettled(true);
            onSettled();
          },
          pending: false,
          error: null,
        }}
      />
      {settled && <p>Solução à vista</p>}
    </>
  );
}

describe('hints and giving up', () => {
  it('reveals the hints one by one, each numbered, until there are no more', () => {
    render(<Harness onGiveUp={() => undefined} />);
    expect(screen.queryByText(/Dica 1 de 3/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver dica' }));
    const first = screen.getByRole('article', { name: 'Dica 1 de 3' });
    expect(first.textContent).toContain('Comece pelo Effect de cada declaração.');
    expect(within(first).getByText('Effect').tagName).toBe('CODE');
    // The hint just revealed takes the focus.
    expect(document.activeElement).toBe(first);

    fireEvent.click(screen.getByRole('button', { name: 'Ver dica 2 de 3' }));
    expect(within(screen.getByRole('article', { name: 'Dica 2 de 3' })).getByText('2026/').tagName).toBe(
      'STRONG',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ver dica 3 de 3' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Ver dica/ })).toBeNull();
  });

  it('asks before giving up, saying the points are lost, and gives up only when confirmed', async () => {
    const onGiveUp = vi.fn();
    render(<Harness onGiveUp={onGiveUp} />);
    fireEvent.click(screen.getByRole('button', { name: 'Desistir e ver a solução' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desistir e ver a solução?' });
    expect(dialog.textContent).toContain('esta prática deixa de valer pontos (50 pontos)');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar tentando' }));
    await act(async () => undefined);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onGiveUp).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Desistir e ver a solução' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Desistir e ver a solução',
      }),
    );
    await act(async () => undefined);
    expect(onGiveUp).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Solução à vista')).toBeTruthy();
    // Once settled there is nothing to give up any more.
    expect(screen.queryByRole('button', { name: 'Desistir e ver a solução' })).toBeNull();
  });
});
