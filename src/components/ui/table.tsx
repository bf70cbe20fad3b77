// Semantic table parts with the site's styles. From the md breakpoint up it is an ordinary table
// with fixed column widths (set on the header cells, so a long word wraps inside its column
// instead of squeezing the others), scrolling sideways inside its labelled region if it must.
// On a phone each row becomes a card with every cell under its column's name (drawn by CSS from
// data-label, see styles/index.css), so no control hides off screen. The ARIA roles keep the
// table semantics when the display changes.
import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

export function Table({ className, label, ...props }: HTMLAttributes<HTMLTableElement> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm"
    >
      <table
        role="table"
        className={cn('block w-full text-left text-sm md:table md:min-w-[44rem] md:table-fixed', className)}
        {...props}
      />
    </div>
  );
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead
      role="rowgroup"
      className={cn('sr-only bg-slate-50 text-ink-muted md:not-sr-only md:table-header-group', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <tbody
      role="rowgroup"
      className={cn(
        'block space-y-4 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-100',
        className,
      )}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      role="row"
      className={cn(
        'grid grid-cols-2 gap-x-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:align-middle md:shadow-none',
        className,
      )}
      {...props}
    />
  );
}

export function TableHeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={cn('px-4 py-3 text-xs font-semibold uppercase tracking-wide', className)}
      {...props}
    />
  );
}

interface TableCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column's name, shown above the value on a phone (where the header row is hidden). */
  label?: string;
  /** On a phone a cell takes the card's whole width, or half of it for short values. */
  phoneWidth?: 'full' | 'half';
}

export function TableCell({ className, label, phoneWidth = 'full', ...props }: TableCellProps) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        'block min-w-0 py-2 text-ink md:table-cell md:px-4 md:py-3',
        phoneWidth === 'full' && 'col-span-2',
        className,
      )}
      {...props}
    />
  );
}
