// A required list of a fixed number of short texts (a book's topics, a course's learning points):
// one input per entry, named by its position, with one error for the whole list.
import { Input } from '@/components/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextListFieldProps {
  legend: string;
  /** Id of the list's error message. */
  errorId: string;
  count: number;
  error: string | undefined;
  /** Accessible name and placeholder of the entry at `position` (from 1). */
  entryLabel: (position: number) => string;
  entryPlaceholder: (position: number) => string;
  /** Two entries a row from the small breakpoint up, instead of one under the other. */
  twoColumns?: boolean;
  register: (index: number) => UseFormRegisterReturn;
}

export function TextListField({
  legend,
  errorId,
  count,
  error,
  entryLabel,
  entryPlaceholder,
  twoColumns = false,
  register,
}: TextListFieldProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-ink">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <div className={twoColumns ? 'mt-2 grid gap-2 sm:grid-cols-2' : 'mt-2 space-y-2'}>
        {Array.from({ length: count }, (_, index) => (
          <Input
            key={index}
            aria-label={entryLabel(index + 1)}
            aria-invalid={Boolean(error) || undefined}
            placeholder={entryPlaceholder(index + 1)}
            {...register(index)}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
