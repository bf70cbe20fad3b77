import { ChevronDownIcon } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { useFormFieldControl } from './form-field';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/**
 * A native select (keyboard, screen readers and mobile pickers for free) styled like Input;
 * inside a FormField it takes the field's id and ARIA wiring.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, children, ...props },
  ref,
) {
  const field = useFormFieldControl();
  return (
    // min-w-0: a long option (a course title) must not push the controls beside it off screen.
    <div className={cn('relative min-w-0', className)}>
      <select
        ref={ref}
        id={field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        required={field?.required || undefined}
        className="block h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white pl-3 pr-10 text-base text-ink shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-[invalid=true]:border-red-600 sm:text-sm"
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        width={16}
        height={16}
        className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
});
