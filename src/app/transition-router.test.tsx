import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCurrentAddress, useOnAddressChange } from '@/lib/address-bar';
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

describe('the address bar under the transition router', () => {
  it('tells address-change listeners of each navigation, and reads the address as it is now', () => {
    window.history.replaceState(null, '', '/auth');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TransitionRouter>{children}</TransitionRouter>
    );
    const changes: string[] = [];
    const { result, unmount } = renderHook(
      () => {
        const currentAddress = useCurrentAddress();
        useOnAddressChange(() => changes.push(currentAddress().pathname));
        return { navigate: useNavigate(), currentAddress };
      },
      { wrapper },
    );
    act(() => result.current.navigate('/dashboard'));
    act(() => result.current.navigate('/profile?aba=dados'));
    expect(changes).toEqual(['/dashboard', '/profile']);
    expect(result.current.currentAddress()).toEqual({ pathname: '/profile', search: '?aba=dados' });
    unmount();
    act(() => {
      window.history.pushState(null, '', '/courses');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(changes).toHaveLength(2);
  });
});
