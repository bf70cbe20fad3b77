import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A white surface with a border and a soft shadow (the shadcn/ui card, trimmed to what we use). */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white text-ink shadow-sm', className)}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6', className)} {...props} />;
}
