// The URL's query parameters, changed from the address as it is now.
import { createContext, useCallback, useContext } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The address as it is now, when the router can say (src/app/transition-router.tsx gives its
 * history's): it may be ahead of the one rendered while a navigation renders in a transition.
 */
export const CurrentSearchContext = createContext<(() => string) | null>(null);

export type SearchParamsUpdate = (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/**
 * useSearchParams with a setter that starts from the address as it is now. React Router's own
 * functional setter starts from the parameters last rendered, and navigations render in a
 * transition (TransitionRouter): two quick choices (a topic, then a level) would both start from
 * the older address, and the second would undo the first.
 */
export function useSearchParamsUpdate(): [URLSearchParams, SearchParamsUpdate] {
  const [params, setParams] = useSearchParams();
  const currentSearch = useContext(CurrentSearchContext);
  const update = useCallback<SearchParamsUpdate>(
    (change, options) =>
      setParams(change(new URLSearchParams(currentSearch ? currentSearch() : params)), options),
    [setParams, currentSearch, params],
  );
  return [params, update];
}
