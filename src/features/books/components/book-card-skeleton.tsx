import { Skeleton } from '@/components/ui/skeleton';

/** Roughly the size of a <BookCard>, so the page barely moves when the books arrive. */
export function BookCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-[11rem_minmax(0,1fr)] lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8"
    >
      <Skeleton className="mx-auto aspect-[3/4] w-44 rounded-lg md:w-full md:self-start" />
      <div className="flex min-w-0 flex-col">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="mt-4 h-7 w-3/4" />
        <Skeleton className="mt-3 h-6 w-2/3" />
        <Skeleton className="mt-3 h-4 w-40" />
        <Skeleton className="mt-4 h-4 w-52" />
        <div className="mt-5 space-y-2.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
        </div>
        <Skeleton className="mt-6 h-4 w-36" />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-3/5" />
        </div>
        <div className="mt-auto pt-6">
          <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-11 w-full rounded-lg sm:w-44" />
          </div>
        </div>
      </div>
    </div>
  );
}
