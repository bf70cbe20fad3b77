// A CSV of e-mails: one a row, the first column (comma or semicolon separated); a header row
// without an '@' is skipped; blank rows are ignored. The database checks each e-mail.
export const MAX_INVITATION_ROWS = 500;

export function readEmailsFromCsv(text: string): string[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) =>
      (line.split(/[;,]/)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((cell) => cell !== '');
  if (rows.length > 0 && !rows[0]!.includes('@')) rows.shift();
  return rows;
}
