// Dates of the manager's area: the database sends days as 'YYYY-MM-DD' (São Paulo days), shown as
// they are, never shifted by the browser's time zone.

/** '2026-03-15' → '15/03/2026'. */
export function dayText(day: string | null): string {
  if (!day) return '—';
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}
