import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder that reserves the final layout while data loads (no layout shift). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}
