import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';
import { useFormFieldControl } from './form-field';

export const inputClassName =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-[invalid=true]:border-red-600 sm:text-sm';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text input; inside a FormField it takes the field's id and ARIA wiring. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  const field = useFormFieldControl();
  return (
    <input
      ref={ref}
      type={type}
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      required={field?.required || undefined}
      className={cn(inputClassName, className)}
      {...props}
    />
  );
});
