import type { GetScrollRestorationKeyFunction } from 'react-router-dom';

let loadKey: string | undefined;

/**
 * Names this page load in its history entry's state, beside the router's fields (call it before
 * the router is made): a reload or a return from another site gives the same state back, a new
 * address typed starts without it (docs/architecture.md, "Navigations").
 */
export function nameThisPageLoad() {
  const { history } = window;
  loadKey = history.state?.scrollPlace ?? `load:${Math.random()}`;
  history.replaceState({ ...history.state, scrollPlace: loadKey }, '');
}

/**
 * Where ScrollRestoration keeps a page's place. The router names the first entry of every page
 * load 'default', so an address typed after scrolling a page opened at that page's place: that
 * entry is named by its page load instead.
 */
export const scrollPlaceKey: GetScrollRestorationKeyFunction = ({ key }) =>
  key === 'default' && loadKey ? loadKey : key;
