// The app's short messages ('Login realizado com sucesso!', 'Acesso negado'...), shown by sonner.
// sonner (~10 KB gzip) is imported the first time a message is shown, not in every visitor's first
// load; its Toaster (src/components/ui/toaster-host.tsx) mounts from then on and shows the messages
// already given (sonner replays the active ones to a Toaster that subscribes late).
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const toasterListeners = new Set<() => void>();

/** sonner's module, imported once (again after a failed import: the next message retries). */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => (sonner = undefined));
    for (const listener of toasterListeners) listener();
  }
  return sonner;
}

/** Whether a message has been asked for, i.e. whether the Toaster is needed (useSyncExternalStore). */
export const isToasterNeeded = () => sonner !== undefined;
export function subscribeToToasterNeed(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

let lastId = 0;

/** Returns the message's id at once (sonner's would come with the module), e.g. to replace it later. */
function show(kind: 'success' | 'error' | 'info') {
  return (message: string, options: SonnerModule.ExternalToast = {}): string | number => {
    const id = options.id ?? `message-${++lastId}`;
    loadSonner().then(
      ({ toast }) => toast[kind](message, { ...options, id }),
      (error: unknown) => console.error('The message could not be shown:', message, error),
    );
    return id;
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };
