// Building blocks of 'Meus dados'. Every value shown carries data-export-field, the path of the
// field of the downloaded file it comes from (the e2e suite checks each one is in the file).
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const NOT_GIVEN = 'Não informado';

/** A titled group (h3 inside the 'Meus dados' section), optionally with actions at the top right. */
export function DataGroup({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-lg font-bold text-ink">
          {title}
        </h3>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function DataList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid gap-3 sm:grid-cols-2', className)}>{children}</dl>;
}

/** One label and value; `field` is the value's path in the downloaded file. */
export function DataItem({
  label,
  field,
  children,
  wide = false,
}: {
  label: string;
  field: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={cn('min-w-0 rounded-xl bg-slate-50 px-4 py-3', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd
        data-export-field={field}
        className={cn('mt-1 break-words font-medium', empty ? 'text-ink-muted' : 'text-ink')}
      >
        {empty ? NOT_GIVEN : children}
      </dd>
    </div>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}
