// A chart of the back office's reports with its numbers as a table. The table is always in the page, so a
// screen reader reads the numbers (the drawing is hidden from it); 'Ver tabela' shows it to
// everyone else too.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface FigureColumn {
  header: string;
  /** Numbers are aligned right. */
  numeric?: boolean;
}

interface ChartFigureProps {
  title: string;
  /** A sentence under the title (the period, what is counted). */
  description?: string;
  chart: ReactNode;
  columns: readonly FigureColumn[];
  rows: readonly (readonly string[])[];
  /** What the figure shows when there are no rows (the chart and table are left out). */
  empty: string;
  /** Saves the figure's numbers as a CSV file ('Exportar CSV' beside 'Ver tabela'). */
  onExportCsv?: () => void;
}

export function ChartFigure({
  title,
  description,
  chart,
  columns,
  rows,
  empty,
  onExportCsv,
}: ChartFigureProps) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();

  return (
    <figure
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <figcaption id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </figcaption>
          {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
        </div>
        {rows.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? 'Ver gráfico' : 'Ver tabela'}
            </Button>
            {onExportCsv && (
              <Button variant="outline" size="sm" aria-label={`Exportar CSV: ${title}`} onClick={onExportCsv}>
                Exportar CSV
              </Button>
            )}
          </div>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="mt-6 text-sm text-ink-muted">{empty}</p>
      ) : (
        <>
          {!tableShown && <div className="mt-4">{chart}</div>}
          <div id={tableId} className={tableShown ? 'mt-4 max-h-96 overflow-auto' : 'sr-only'}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              {/* Column names are short words: split between words only, never inside one. A row's
                  name breaks inside a word only when that word alone is wider than the column. */}
              <thead className="sticky top-0 bg-slate-50 text-xs [overflow-wrap:normal] font-semibold uppercase tracking-wide text-ink-muted">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={`px-2 py-2 sm:px-3 ${column.numeric ? 'text-right' : ''}`}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((cells, rowIndex) => (
                  <tr key={rowIndex}>
                    {cells.map((cell, index) =>
                      index === 0 ? (
                        <th
                          key={index}
                          scope="row"
                          className="px-2 py-2 font-medium text-ink [overflow-wrap:break-word] sm:px-3"
                        >
                          {cell}
                        </th>
                      ) : (
                        <td
                          key={index}
                          className={`px-2 py-2 tabular-nums sm:px-3 ${columns[index]?.numeric ? 'text-right whitespace-nowrap' : ''}`}
                        >
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
