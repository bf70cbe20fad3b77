// Zod field builders shared by the admin forms (numbers typed as text, optional URLs and texts,
// lists of text boxes), with the pt-BR messages each form passes in.
import { z } from 'zod';
import { parseDecimal } from '@/utils/decimal';

function isMultipleOf(value: number, step: number) {
  return Math.abs(Math.round(value / step) * step - value) < 1e-9;
}

/**
 * A number typed as text, the pt-BR way ('1.299,90'; see parseDecimal): blank → null, otherwise
 * within bounds and on the step.
 */
export function optionalNumber({
  min,
  max,
  step,
  message,
}: {
  min: number;
  max?: number;
  step: number;
  message: string;
}) {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return null;
      const number = parseDecimal(value);
      const valid =
        number !== null &&
        number >= min &&
        (max === undefined || number <= max) &&
        isMultipleOf(number, step);
      if (!valid) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** An http(s) address, or null when left blank (sample and purchase URLs). */
export const optionalUrl = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return null;
    let valid = /^https?:\/\/\S+$/i.test(value);
    try {
      new URL(value);
    } catch {
      valid = false;
    }
    if (!valid) {
      context.addIssue({ code: 'custom', message: 'Informe uma URL válida (https://...)' });
      return z.NEVER;
    }
    return value;
  });

export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/** A fixed number of text boxes; blanks are dropped and at least one must be filled. */
export const filledTexts = (message: string) =>
  z
    .array(z.string())
    .transform((texts) => texts.map((text) => text.trim()).filter((text) => text !== ''))
    .refine((texts) => texts.length > 0, { error: message });
