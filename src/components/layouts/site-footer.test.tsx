// The footer's copyright year comes from the clock, also on a prerendered page read in a later
// year than it was built. The clock is Vitest's fake one (vi.setSystemTime): the only way to be
// in another year on demand.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Copyright } from './site-footer';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the copyright year', () => {
  it('is the year of the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-20T12:00:00Z'));
    render(<Copyright />);
    expect(screen.getByText(/Todos os direitos reservados/).textContent).toBe(
      '© 2031 Trilha Cloud. Todos os direitos reservados.',
    );
  });

  it('a page prerendered in December and read in January hydrates without a mismatch and shows the new year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T12:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright />);
    document.body.append(container);
    expect(container.textContent).toBe('© 2026 Trilha Cloud. Todos os direitos reservados.');

    vi.setSystemTime(new Date('2027-01-02T12:00:00Z'));
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Copyright />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.textContent).toBe('© 2027 Trilha Cloud. Todos os direitos reservados.');
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a page prerendered this year hydrates as it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright />);
    document.body.append(container);
    const yearElement = container.querySelector('[data-copyright-year]');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Copyright />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    // The prerendered element is kept: hydration adopted it instead of rendering anew.
    expect(container.querySelector('[data-copyright-year]')).toBe(yearElement);
    expect(container.textContent).toBe('© 2027 Trilha Cloud. Todos os direitos reservados.');
  });
});
