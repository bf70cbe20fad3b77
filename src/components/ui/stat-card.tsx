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
  /** On phones: no icon and less padding, so four counters take little height (dashboards). */
  compactOnPhone?: boolean;
}

/**
 * One counter of a dashboard, as a term/definition pair so a screen reader reads
 * "Cursos Ativos 2". Place several inside a <dl>.
 */
export function StatCard({ label, value, icon, hint, className, compactOnPhone = false }: StatCardProps) {
  // Narrow screens (two cards per row): the icon sits above the label; wider: beside it.
  return (
    <div
      className={cn(
        'relative rounded-2xl border border-slate-200 bg-white shadow-sm sm:p-5',
        compactOnPhone ? 'px-3 py-2.5' : 'p-4',
        icon && 'sm:pl-[4.75rem]',
        className,
      )}
    >
      <dt className="text-sm font-medium text-ink-muted">
        {icon && (
          <span
            aria-hidden="true"
            className={cn(
              'mb-3 h-10 w-10 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:absolute sm:top-5 sm:left-5 sm:mb-0 sm:grid sm:h-11 sm:w-11',
              compactOnPhone ? 'hidden' : 'grid',
            )}
          >
            {icon}
          </span>
        )}
        {label}
      </dt>
      <dd
        className={cn(
          'font-bold tabular-nums text-ink sm:mt-1 sm:text-2xl',
          compactOnPhone ? 'text-xl' : 'mt-1 text-2xl',
        )}
      >
        {value}
      </dd>
      {hint && <dd className="mt-0.5 text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}
