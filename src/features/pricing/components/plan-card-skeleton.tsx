import { Skeleton } from '@/components/ui/skeleton';

export function PlanCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="hidden h-6 lg:block" />
      <Skeleton className="h-7 w-32 lg:mt-3" />
      <div className="mt-2 min-h-12 space-y-2 py-1">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="mt-6 h-10 w-40" />
      <div className="mt-6 space-y-4">
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-4/6" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <div className="mt-auto pt-8">
        <Skeleton className="h-12 w-full rounded-lg" />
      </div>
    </div>
  );
}
