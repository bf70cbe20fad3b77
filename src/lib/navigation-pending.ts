import { createContext, useContext } from 'react';

/**
 * True while a navigation waits in a React transition (the next screen's code is still loading):
 * the router keeps the old screen up meanwhile, so this is the only sign that something is
 * happening. Provided by the app's router; false anywhere else (tests, prerendering).
 */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
