import { z } from 'zod';

/** A whole number typed in a text/number input, required, within bounds. */
export function requiredInteger({
  min,
  max,
  required,
  invalid,
}: {
  min: number;
  max: number;
  required: string;
  invalid: string;
}) {
  return z
    .string()
    .trim()
    .min(1, required)
    .transform((value, context) => {
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return number;
    });
}

export const orderField = requiredInteger({
  min: 0,
  max: 100_000,
  required: 'Ordem é obrigatória',
  invalid: 'Informe um número inteiro a partir de 0',
});
