// How a form dialog saves: on success a toast says so and the dialog closes; on failure a toast
// says what went wrong in pt-BR (the catalogue's text for its reason, else `failed`), and
// the form stays open with what was typed.
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';

type Mutate<Variables> = (
  variables: Variables,
  options: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

interface SaveThenCloseTexts {
  saved: string;
  failed: string;
  onDone: () => void;
}

export function saveThenClose<Variables>(
  mutate: Mutate<Variables>,
  variables: Variables,
  { saved, failed, onDone }: SaveThenCloseTexts,
): void {
  mutate(variables, {
    onSuccess: () => {
      toast.success(saved);
      onDone();
    },
    onError: (error) => toast.error(userMessage(error, failed)),
  });
}

/**
 * For a form that is drawn anew from what was saved (its key is the saved state): it is replaced
 * once the saved data is read again, before a callback given to `mutate` would run (React Query
 * drops those of a form that is gone), so the message follows the save's promise instead.
 */
export function saveThenSay<Variables>(
  mutateAsync: (variables: Variables) => Promise<unknown>,
  variables: Variables,
  { saved, failed }: Pick<SaveThenCloseTexts, 'saved' | 'failed'>,
): void {
  mutateAsync(variables).then(
    () => toast.success(saved),
    (error: unknown) => toast.error(userMessage(error, failed)),
  );
}
