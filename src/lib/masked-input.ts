import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A react-hook-form registration whose input applies a mask to the typed text before the form reads it. */
export function masked(registration: UseFormRegisterReturn, format: (value: string) => string) {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return registration.onChange(event);
    },
  };
}
