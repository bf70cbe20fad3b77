import { Skeleton } from '@/components/ui/skeleton';

/** Same box sizes as <CourseCard>: no layout shift when the courses arrive. */
export function CourseCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className="h-36 shrink-0 rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-6 w-24 rounded-full" />
        <div className="mt-3 min-h-14 space-y-2 py-1 sm:min-h-[5.25rem]">
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-5 w-3/5" />
        </div>
        <div className="mt-2 h-[3.75rem] space-y-2 py-0.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="mt-4 h-5 w-3/4" />
        <div className="mt-2 h-10 py-0.5">
          <Skeleton className="h-4 w-2/3" />
        </div>
        <div className="mt-auto pt-5">
          <Skeleton className="h-11 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}
