// The status filter of 'Afiliados' in the URL (?status=pending), beside the list's page, so reload,
// links and the back button keep it. A new status starts again at page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isAffiliateStatus, type AffiliateStatus } from '../utils/affiliate-format';

export const STATUS_PARAM = 'status';

/** The status the URL asks for; anything that is not a status means every status (''). */
export function parseStatus(raw: string | null): AffiliateStatus | '' {
  return raw && isAffiliateStatus(raw) ? raw : '';
}

export function useStatusFilter(): [AffiliateStatus | '', (status: AffiliateStatus | '') => void] {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get(STATUS_PARAM));
  const setStatus = useCallback(
    (next: AffiliateStatus | '') =>
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
