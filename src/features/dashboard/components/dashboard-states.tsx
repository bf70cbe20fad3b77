import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** Reserves the dashboard's final layout (counters, then cards) while its one request runs. */
export function DashboardSkeleton({
  counters,
  withActions = false,
}: {
  counters: 3 | 4;
  withActions?: boolean;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Carregando...</span>
      <div
        className={cn(
          'grid grid-cols-2 gap-3 sm:gap-4',
          counters === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3',
        )}
      >
        {Array.from({ length: counters }, (_, index) => (
          <Skeleton
            key={index}
            className={cn(
              'h-[8.25rem] rounded-2xl sm:h-[6.5rem]',
              counters === 3 && index === 2 && 'col-span-2 sm:col-span-1',
            )}
          />
        ))}
      </div>
      {withActions && (
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-[4.75rem] rounded-2xl" />
          ))}
        </div>
      )}
      <Skeleton className="mt-10 h-7 w-48" />
      <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-96 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** The request failed: say so and offer a retry (never a blank page). */
export function DashboardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-800">Erro ao carregar dados</p>
      <p className="mt-2 text-sm text-red-800">Verifique sua conexão e tente novamente.</p>
      <Button className="mt-6" variant="outline" onClick={onRetry} disabled={retrying}>
        Tentar novamente
      </Button>
    </div>
  );
}

export function DashboardHeading({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-2 text-ink-muted">{text}</p>
      </div>
      {children}
    </div>
  );
}
