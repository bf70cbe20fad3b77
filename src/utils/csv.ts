// A CSV file as a spreadsheet in Brazil opens it (docs/sales-admin.md, "The CSV"): ';' between
// cells (',' is the decimal mark), CRLF between lines, a byte-order mark so UTF-8 accents survive,
// and text that a spreadsheet would run as a formula made inert.

/** A cell: text is written as is (guarded), a number with a decimal comma, null as empty. */
export type CsvCell = string | number | null;

export const CSV_SEPARATOR = ';';
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A text beginning with = + - @ (or a tab / carriage return) is read by spreadsheets as a formula
 * ('=HYPERLINK(...)' typed as a buyer's name); a leading apostrophe makes it plain text.
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A number the way a pt-BR spreadsheet reads one: '1234,5' (no thousands mark, no currency). */
function numberCell(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '';
}

export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  const text = typeof cell === 'number' ? numberCell(cell) : inert(cell);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(CSV_SEPARATOR));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
