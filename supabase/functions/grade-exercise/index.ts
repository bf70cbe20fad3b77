// grade-exercise edge function: wiring only; the request handling is in handler.ts.
import { allowedOrigins, callerClient, serviceClient } from '../_shared/env.ts';
import { gradeExerciseHandler } from './handler.ts';

Deno.serve(
  gradeExerciseHandler({
    service: serviceClient(),
    clientFor: callerClient,
    allowedOrigins,
  }),
);
