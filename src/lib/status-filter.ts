// A list's status filter in the URL (?status=paid), beside its search and page, so reload, links
// and the back button keep it; a new status starts again at page 1. 'Vendas' and 'Afiliados' filter
// by their own statuses with it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const STATUS_PARAM = 'status';

/** The status the URL asks for; anything that is not one of the list's statuses means every status (''). */
export function parseStatus<Status extends string>(
  raw: string | null,
  isStatus: (value: string) => value is Status,
): Status | '' {
  return raw && isStatus(raw) ? raw : '';
}

export function useStatusFilter<Status extends string>(
  isStatus: (value: string) => value is Status,
): [Status | '', (status: Status | '') => void] {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get(STATUS_PARAM), isStatus);
  const setStatus = useCallback(
    (next: Status | '') =>
      setParams(
        (current) => {
          if (next) current.set(STATUS_PARAM, next);
          else current.delete(STATUS_PARAM);
          current.delete('page');
          return current;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [status, setStatus];
}
