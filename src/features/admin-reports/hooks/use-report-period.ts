// The revenue report's period, kept in the address (?periodo=30) like a list's filters.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseReportDays, PERIOD_PARAM, type ReportDays } from '../utils/report-period';

export function useReportPeriod(): [ReportDays, (days: ReportDays) => void] {
  const [params, setParams] = useSearchParams();
  const days = parseReportDays(params.get(PERIOD_PARAM));
  const setDays = useCallback(
    (next: ReportDays) =>
      setParams(
        (current) => {
          current.set(PERIOD_PARAM, String(next));
          return current;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [days, setDays];
}
