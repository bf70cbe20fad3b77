// The status filter of 'Vendas' in the URL (?status=paid), beside the list's search and page, so
// reload, links and the back button keep it. A new status starts again at page 1.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isOrderStatus, type OrderStatus } from '../api/sale-schema';

export const STATUS_PARAM = 'status';

/** The status the URL asks for; anything that is not a status means every status (''). */
export function parseStatus(raw: string | null): OrderStatus | '' {
  return raw && isOrderStatus(raw) ? raw : '';
}

export function useStatusFilter(): [OrderStatus | '', (status: OrderStatus | '') => void] {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get(STATUS_PARAM));
  const setStatus = useCallback(
    (next: OrderStatus | '') =>
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
