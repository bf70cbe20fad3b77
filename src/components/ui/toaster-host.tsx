import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { isToasterNeeded, loadSonner, subscribeToToasterNeed } from '@/lib/toast';

// Without its code (offline), no messages rather than the error screen of a failed lazy component.
const NoMessages: ComponentType<ToasterProps> = () => null;
const Toaster = lazy(() =>
  loadSonner().then(
    ({ Toaster }): { default: ComponentType<ToasterProps> } => ({ default: Toaster }),
    () => ({ default: NoMessages }),
  ),
);

/** sonner's Toaster, mounted once the first message is asked for (src/lib/toast.ts). */
export function ToasterHost(props: ToasterProps) {
  const needed = useSyncExternalStore(subscribeToToasterNeed, isToasterNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
