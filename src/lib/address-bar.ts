// The address as the browser has it now, and its changes as they happen. Navigations render in a
// transition (src/app/transition-router.tsx): until the next screen is ready, the location React
// Router renders is the previous one while the address bar already shows the new one. State that
// must follow the address reads it here instead of keying on the rendered location
// (docs/rules/player-and-navigation.md, "Navigations in a transition").
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export interface AddressBar {
  /** The address as it is now: ahead of the rendered one while a navigation is pending. */
  current: () => { pathname: string; search: string };
  /**
   * Calls the listener whenever the address changes (a link, back or forward, a redirect), at
   * once: before the next screen renders. Returns the unsubscribe function.
   */
  listen: (listener: () => void) => () => void;
}

/** Given by the app's router; null under other routers (tests, prerendering), which render at once. */
export const AddressBarContext = createContext<AddressBar | null>(null);

/** Reads the address as it is now (the rendered one where the router renders navigations at once). */
export function useCurrentAddress(): () => { pathname: string; search: string } {
  const addressBar = useContext(AddressBarContext);
  const { pathname, search } = useLocation();
  return useCallback(
    () => (addressBar ? addressBar.current() : { pathname, search }),
    [addressBar, pathname, search],
  );
}

/** Runs `onChange` each time the address changes, when it changes (not when the next screen renders). */
export function useOnAddressChange(onChange: () => void) {
  const addressBar = useContext(AddressBarContext);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => addressBar?.listen(() => latest.current()), [addressBar]);
}
