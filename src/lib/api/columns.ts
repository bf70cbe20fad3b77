// Column types whose JSON differs from what the generated types say. Postgres `numeric` (prices,
// hours, ratings) reaches the browser as text ("297.00") while database.types.ts calls it a
// number: the schema reads either form as a number, so the output still matches the generated type.
import { z } from 'zod/mini';

/** A `numeric` column: a JSON number, or the numeric text PostgREST sends for it. */
export const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string'))]),
  z.transform(Number),
);
