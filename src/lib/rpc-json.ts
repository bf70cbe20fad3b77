// The figures in the JSON our RPCs return (get_student_dashboard, complete_lesson, ...): numbers
// that may arrive as JSON numbers or as numeric text. Answers are parsed by api/answer.ts, so a
// missing or mistyped field fails loudly instead of quietly showing '' or 0.
import { z } from 'zod';

/** A figure from json_build_object: a JSON number, or a string where bigint/numeric arrives as text. */
export const jsonNumber = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string')])
  .transform(Number)
  .pipe(z.number().finite());

/** A count (students, lessons, hours already rounded by the database). */
export const jsonCount = jsonNumber.pipe(z.number().int().nonnegative());

/** The RPC answered with a shape the app does not know (the error every checked read throws). */
export { UnexpectedAnswerError as RpcResultError, parseAnswer as parseRpcResult } from './api/answer';
