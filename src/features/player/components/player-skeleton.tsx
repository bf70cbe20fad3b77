import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';

/** The player's layout while the course outline loads (no shift when it arrives). */
export function PlayerSkeleton() {
  return (
    <div className="bg-slate-50" role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Carregando...</span>
      <Container className="py-6 sm:py-8">
        <Skeleton className="h-5 w-56" />
        <Skeleton className="mt-4 h-[4.6rem] rounded-2xl" />
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <Skeleton className="aspect-video w-full rounded-2xl" />
            <Skeleton className="mt-5 h-4 w-48" />
            <Skeleton className="mt-2 h-8 w-3/4" />
            <Skeleton className="mt-3 h-4 w-20" />
          </div>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      </Container>
    </div>
  );
}
