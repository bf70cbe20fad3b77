import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { NavigationPendingContext } from '@/lib/navigation-pending';
import { CurrentSearchContext } from '@/lib/search-params';

/**
 * React Router's BrowserRouter, with the transition it starts on each navigation made observable:
 * BrowserRouter already renders the next screen in a transition (the old one stays up while a
 * lazy screen loads) but does not say when one is pending, which the route progress bar needs.
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((next) => startTransition(() => setState(next))), [history]);
  const [currentSearch] = useState(() => () => history.location.search);
  return (
    <NavigationPendingContext value={isPending}>
      <CurrentSearchContext value={currentSearch}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </CurrentSearchContext>
    </NavigationPendingContext>
  );
}
