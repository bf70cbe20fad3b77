import { cn } from '@/lib/utils';

interface ProgressBarProps {
  /** Percent; clamped to 0–100 and rounded. */
  value: number;
  /** Accessible name ("Progresso do curso AWS"); the percent itself is announced from the value. */
  label: string;
  /** 'success' once the work is done. */
  tone?: 'brand' | 'success';
  size?: 'sm' | 'md';
  className?: string;
}

/** A horizontal progress bar exposed to assistive technology as a progressbar. */
export function ProgressBar({ value, label, tone = 'brand', size = 'md', className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={cn(
        'w-full overflow-hidden rounded-full bg-slate-200',
        size === 'sm' ? 'h-2' : 'h-3',
        className,
      )}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none',
          tone === 'success' ? 'bg-emerald-600' : 'bg-brand-600',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
