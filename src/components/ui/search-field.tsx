// The search box of a list the database searches. What is typed is sent once typing pauses (or
// at once with Enter), so a name typed letter by letter costs one request, not one per letter.
// The box follows the search in the URL when it changes from outside (back button, a link).
import { useCallback, useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { MAX_SEARCH_LENGTH, cleanSearch } from '@/lib/list-params';
import { cn } from '@/lib/utils';

/** Pause after the last key before the search is sent. */
export const SEARCH_DELAY_MS = 300;

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  /** The search the list shows now (from the URL). */
  value: string;
  onSearch: (search: string) => void;
  /** Id of the heading that names this search landmark, when a screen has more than one. */
  labelledBy?: string;
  className?: string;
}

export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  labelledBy,
  className,
}: SearchFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The last search this box sent. The URL takes it a navigation later; on a slow device the box may
  // have been changed again by then, and that landing is no change from outside to copy back.
  const [sent, setSent] = useState<string | null>(null);
  // The URL's search changed under the box (back, a link): show it, unless the box already says it.
  if (value !== shown) {
    setShown(value);
    if (value !== sent && cleanSearch(draft) !== value) setDraft(value);
  }

  const wanted = cleanSearch(draft);
  const send = useCallback(
    (search: string) => {
      setSent(search);
      onSearch(search);
    },
    [onSearch],
  );
  useEffect(() => {
    if (wanted === value) return;
    const timer = setTimeout(() => send(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, value, send]);

  return (
    <form
      role="search"
      aria-labelledby={labelledBy}
      className={cn('w-full sm:max-w-sm', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (wanted !== value) send(wanted);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        value={draft}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
