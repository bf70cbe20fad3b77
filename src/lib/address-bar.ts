// The address a navigation is heading to, as soon as it starts. React Router's data router keeps
// the current screen, and its location, until the next screen's code and loaders are in; the
// menus must answer the navigation when it starts (a phone menu opened meanwhile stays open once
// the next screen shows). docs/architecture.md, "Navigations".
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/** The address being shown, or the one a pending navigation is heading to. */
function useAddress() {
  const location = useLocation();
  const { location: pending } = useNavigation();
  return pending ?? location;
}

/** Reads the address as it is now: a pending navigation's target, else the rendered one. */
export function useCurrentAddress(): () => { pathname: string; search: string } {
  const { pathname, search } = useAddress();
  return useCallback(() => ({ pathname, search }), [pathname, search]);
}

/**
 * Runs `onChange` once per navigation (a link, back or forward, a redirect), when it starts rather
 * than when the next screen renders.
 */
export function useOnAddressChange(onChange: () => void) {
  // Each navigation has its own key; the pending location and the location it becomes share it.
  const { key } = useAddress();
  const latest = useRef(onChange);
  const seen = useRef(key);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    latest.current();
  }, [key]);
}
