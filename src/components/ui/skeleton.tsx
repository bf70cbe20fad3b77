import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

/** A class of the caller's that rounds all four corners (rounded, rounded-2xl, rounded-full…). */
const OWN_CORNERS = /(^|\s)rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?(?=\s|$)/;

/** A placeholder that reserves the final layout while data loads (no layout shift). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'animate-pulse bg-slate-200',
        !OWN_CORNERS.test(className ?? '') && 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}
