import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from '@/lib/download-text';
import { revenueReportKey } from '../api/get-revenue-report';
import { sampleRevenueReport } from '../api/sample-revenue-report';
import { revenueCsv } from '../utils/revenue-csv';
import { RevenueReport } from './revenue-report';

vi.mock('@/lib/download-text', () => ({ downloadText: vi.fn() }));

// 26/11/2026 at noon in São Paulo: the last 30 days are 28/10 to 26/11.
const NOW = new Date('2026-11-26T15:00:00Z');
const LAST_30_DAYS = { from: '2026-10-28', to: '2026-11-26' };

function renderReport() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const report = sampleRevenueReport(LAST_30_DAYS);
  queryClient.setQueryData(revenueReportKey(LAST_30_DAYS), report);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/reports?periodo=30']}>
        <RevenueReport />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return report;
}

describe("RevenueReport's CSV", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(downloadText).mockClear();
  });

  it("'Exportar CSV' saves the whole report on screen, named after its period", () => {
    const report = renderReport();
    expect(screen.getByRole('heading', { level: 2, name: 'Vendas e receita' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Receita por cupom' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV: Vendas e receita' }));
    expect(downloadText).toHaveBeenCalledTimes(1);
    expect(downloadText).toHaveBeenCalledWith('receita-2026-10-28-a-2026-11-26.csv', revenueCsv(report));
    expect(vi.mocked(downloadText).mock.calls[0]![1]).toContain('\r\nBLACKFRIDAY;1;178,2;118,8;178,2\r\n');
  });
});
