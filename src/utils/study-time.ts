// The study time as people read it: the seconds of video the server credited (docs/engagement.md,
// 'Study time'), one format on the dashboard, the profile and the calendar.

/** "0 min", "3 min", "2h", "2h 05min": whole minutes, rounded down, as the calendar counts them. */
export function formatStudyTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, Number.isFinite(seconds) ? seconds : 0) / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${String(rest).padStart(2, '0')}min`;
}
