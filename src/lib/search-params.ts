// The URL's query parameters, changed from the address as it is now.
import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';
import { useCurrentAddress } from './address-bar';

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
  const currentAddress = useCurrentAddress();
  const update = useCallback<SearchParamsUpdate>(
    (change, options) => setParams(change(new URLSearchParams(currentAddress().search)), options),
    [setParams, currentAddress],
  );
  return [params, update];
}
