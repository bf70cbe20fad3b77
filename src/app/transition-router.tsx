import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { AddressBarContext, type AddressBar } from '@/lib/address-bar';
import { NavigationPendingContext } from '@/lib/navigation-pending';

/**
 * React Router's BrowserRouter, with the transition it starts on each navigation made observable:
 * BrowserRouter already renders the next screen in a transition (the old one stays up while a
 * lazy screen loads) but does not say when one is pending, which the route progress bar needs,
 * nor what the address is meanwhile, which state that follows the address needs (AddressBar).
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [isPending, startTransition] = useTransition();
  const [listeners] = useState(() => new Set<() => void>());
  const [addressBar] = useState<AddressBar>(() => ({
    current: () => ({ pathname: history.location.pathname, search: history.location.search }),
    listen: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  }));
  // A history takes one listener: the address-bar listeners hear each change first, outside the
  // transition, so what they set renders at once.
  useLayoutEffect(
    () =>
      history.listen((next) => {
        for (const listener of [...listeners]) listener();
        startTransition(() => setState(next));
      }),
    [history, listeners],
  );
  return (
    <NavigationPendingContext value={isPending}>
      <AddressBarContext value={addressBar}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </AddressBarContext>
    </NavigationPendingContext>
  );
}
