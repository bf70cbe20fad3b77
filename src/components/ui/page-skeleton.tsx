import { Skeleton } from './skeleton';

/**
 * The shape of a screen (title, intro, a few blocks) while its code loads on a first visit; later
 * navigations keep the previous screen up with the route progress bar instead.
 */
export function PageSkeleton() {
  return (
    <div className="mx-auto min-h-screen w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      {/* The spec's loading text (admin screens name it), kept small above the shapes. */}
      <p role="status" aria-live="polite" className="mb-4 text-sm text-ink-muted">
        Carregando...
      </p>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((block) => (
          <Skeleton key={block} className="h-40 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
