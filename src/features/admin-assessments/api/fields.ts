// A whole number typed in a text field, with one pt-BR message for anything out of range.
import { z } from 'zod';

export const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
