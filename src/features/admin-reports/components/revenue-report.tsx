// 'Vendas e receita' in 'Relatórios' (docs/sales-admin.md): a period (kept in the address,
// ?periodo=30), its cards, its five breakdowns, and the whole of it as one CSV for the accountant.
import { useMemo } from 'react';
import { AdminLoadError } from '@/components/ui/admin-page';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LoadingText } from '@/components/ui/loading-text';
import { Select } from '@/components/ui/select';
import { downloadText } from '@/lib/download-text';
import { useRevenueReport } from '../api/get-revenue-report';
import { useReportPeriod } from '../hooks/use-report-period';
import { parseReportDays, REPORT_PERIODS, reportPeriod } from '../utils/report-period';
import { revenueCsv, revenueCsvFileName } from '../utils/revenue-csv';
import { RevenueFigures } from './revenue-figures';
import { RevenueTotals } from './revenue-totals';

const TITLE = 'Vendas e receita';

export function RevenueReport() {
  const [days, setDays] = useReportPeriod();
  // The period's days are São Paulo's, counted from today (the key changes at midnight there).
  const range = useMemo(() => reportPeriod(days, new Date()), [days]);
  const report = useRevenueReport(range);
  const shown = report.data;

  return (
    <section aria-labelledby="revenue-title" className="mt-10">
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="revenue-title" className="text-xl font-bold text-ink sm:text-2xl">
            {TITLE}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Valores em reais; uma venda conta no dia em que foi paga.
          </p>
        </div>
        <div className="flex items-end gap-3">
          <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
            <Label htmlFor="revenue-period" className="mb-1.5 block">
              Período
            </Label>
            <Select
              id="revenue-period"
              value={String(days)}
              onChange={(event) => setDays(parseReportDays(event.target.value))}
            >
              {REPORT_PERIODS.map((period) => (
                <option key={period.days} value={period.days}>
                  {period.label}
                </option>
              ))}
            </Select>
          </div>
          {shown && (
            <Button
              variant="outline"
              className="shrink-0"
              aria-label={`Exportar CSV: ${TITLE}`}
              // The period on screen (the last one's, until the new one arrives) is the one saved.
              onClick={() => downloadText(revenueCsvFileName(shown), revenueCsv(shown))}
            >
              Exportar CSV
            </Button>
          )}
        </div>
      </div>
      {report.isError ? (
        <AdminLoadError message="Erro ao carregar dados" onRetry={() => void report.refetch()} />
      ) : !shown ? (
        <LoadingText />
      ) : (
        <div aria-busy={report.isPlaceholderData || undefined}>
          <RevenueTotals report={shown} />
          <RevenueFigures report={shown} />
        </div>
      )}
    </section>
  );
}
