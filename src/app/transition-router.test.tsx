import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from '@/lib/search-params';
import { TransitionRouter } from './transition-router';

describe('query parameters under the transition router (useSearchParamsUpdate)', () => {
  it('starts each change from the address as it is now, not as last rendered', () => {
    window.history.replaceState(null, '', '/courses?tema=azure');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TransitionRouter>{children}</TransitionRouter>
    );
    const { result } = renderHook(() => useSearchParamsUpdate(), { wrapper });
    // Two choices before React renders the first one (navigations render in a transition).
    act(() => {
      const [, update] = result.current;
      update((current) => {
        current.delete('tema');
        return current;
      });
      update((current) => {
        current.set('nivel', 'intermediario');
        return current;
      });
    });
    expect(window.location.search).toBe('?nivel=intermediario');
    expect(result.current[0].toString()).toBe('nivel=intermediario');
  });
});
