// A labelled form control with its hint and error message wired for screen readers: the control
// inside (Input, PasswordInput) picks up id, aria-describedby and aria-invalid from the context.
import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FormFieldContext = createContext<FormFieldControl | null>(null);

/** The id and ARIA wiring of the surrounding FormField, if any. */
export function useFormFieldControl(): FormFieldControl | null {
  return useContext(FormFieldContext);
}

interface FormFieldProps {
  label: ReactNode;
  /** The message of the failing rule; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Marks the label visually; the control itself gets the required attribute. */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function FormField({ label, error, hint, required = false, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        )}
      </div>
      <FormFieldContext.Provider value={{ id, describedBy, invalid: Boolean(error), required }}>
        {children}
      </FormFieldContext.Provider>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
