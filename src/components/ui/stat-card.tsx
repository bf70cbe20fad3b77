import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Decorative icon (aria-hidden) shown beside the figure. */
  icon?: ReactNode;
  /** Short explanation under the figure. */
  hint?: string;
  className?: string;
}

/**
 * One counter of a dashboard, as a term/definition pair so a screen reader reads
 * "Cursos Ativos 2". Place several inside a <dl>.
 */
export function StatCard({ label, value, icon, hint, className }: StatCardProps) {
  // Narrow screens (two cards per row): the icon sits above the label; wider: beside it.
  return (
    <div
      className={cn(
        'relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        icon && 'sm:pl-[4.75rem]',
        className,
      )}
    >
      <dt className="text-sm font-medium text-ink-muted">
        {icon && (
          <span
            aria-hidden="true"
            className="mb-3 grid h-10 w-10 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:absolute sm:top-5 sm:left-5 sm:mb-0 sm:h-11 sm:w-11"
          >
            {icon}
          </span>
        )}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}
