// A progress bar for the public track page, joined with `cx` (no tailwind-merge on the public
// pages' first load, docs/performance.md); announced as a progressbar like the shared one.
import { cx } from '@/lib/class-names';

export function TrackProgressBar({
  value,
  label,
  done = false,
  small = false,
  className,
}: {
  /** Percent from the database. */
  value: number;
  /** Accessible name; the percent is announced from the value. */
  label: string;
  done?: boolean;
  small?: boolean;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cx('w-full overflow-hidden rounded-full bg-slate-200', small ? 'h-2' : 'h-3', className)}
    >
      <div
        className={cx('h-full rounded-full', done ? 'bg-emerald-600' : 'bg-brand-600')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
