// The team's progress as a CSV (semicolon-separated, as Brazilian spreadsheets open it).
import type { TeamExport } from './company-schemas';
import { statusLabel } from './status-label';

function cell(value: string | number | null) {
  const text = value === null ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function teamCsv({ rows }: TeamExport): string {
  const header = [
    'Nome',
    'E-mail',
    'Papel',
    'Última atividade',
    'Atribuição',
    'Prazo',
    'Progresso (%)',
    'Situação',
  ];
  const lines = rows.map((row) =>
    [
      row.full_name,
      row.email,
      row.role,
      row.last_activity_on,
      row.title,
      row.due_on,
      row.progress,
      row.status ? statusLabel(row.status) : null,
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}
