import { Skeleton } from '@/components/ui/skeleton';

/** Holds the FAQ's place (five closed questions) while its code loads. */
export function PricingFaqSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-6"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex h-14 items-center justify-between gap-4">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-5 rounded-full" />
        </div>
      ))}
    </div>
  );
}
