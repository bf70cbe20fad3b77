import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names without resolving Tailwind conflicts (no tailwind-merge): for the components
 * of the public pages' first load, which make every override explicit instead (docs/performance.md).
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
