// grade-exercise: a learner's submission to a hands-on exercise graded on the server, or an
// author's 'Testar com a solução' (docs/practice.md → The grading function).
//
// Submission: CORS preflight → method → bearer token (401) → body (400) → start_practice_attempt
// AS THE CALLER (the database decides who may submit to which exercise, and records the body) →
// the attempt's checks read with the service role (practice_attempt_key: learners can never read
// them) → graded here → finish_practice_attempt (service role: stores the grade once, the first
// pass, its points and any certificate now earned) → the result, never the checks themselves.
//
// Verify: get_practice_exercise_key AS THE CALLER (authors only) → the spec's problems, the model
// solution graded (must pass) and the wrong one (must fail) → record_practice_verification with
// the service role when both behave.
import { z } from 'zod';
import { readBody, uuidField } from '../_shared/body.ts';
import { databaseReasonCode, signedInCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import { gradeSubmission, specProblems } from '../_shared/practice/grade.ts';
import { EXERCISE_KINDS, MAX_BODY_LENGTH, type ExerciseKind } from '../_shared/practice/types.ts';
import type { ServiceClient } from '../_shared/supabase.ts';

export interface GradeExerciseDependencies {
  service: ServiceClient;
  /** A client that acts as the caller (their token), so the database's guards see them. */
  clientFor: (token: string) => ServiceClient;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

const gradeExerciseBody = z.union(
  [
    z.object({
      exerciseId: uuidField('invalid_practice_request'),
      mode: z.literal('verify'),
    }),
    z.object({
      exerciseId: uuidField('invalid_practice_request'),
      body: z
        .string({ error: 'practice_body_empty' })
        .max(MAX_BODY_LENGTH, { error: 'practice_body_too_long' }),
    }),
  ],
  { error: 'invalid_practice_request' },
);

const attemptKey = z.object({
  attempt_id: z.string(),
  kind: z.enum(EXERCISE_KINDS as [ExerciseKind, ...ExerciseKind[]]),
  spec: z.unknown(),
  body: z.string(),
});

const exerciseKey = z.object({
  id: z.string(),
  kind: z.enum(EXERCISE_KINDS as [ExerciseKind, ...ExerciseKind[]]),
  version: z.number().int(),
  spec: z.unknown(),
  solution: z.string(),
  wrong_solution: z.string(),
});

type Log = (message: string, detail?: unknown) => void;

/** A database refusal passed on as is (4xx with a reason code), anything else logged as a 500. */
function databaseRefusal(
  answer: { error: { message?: string } | null; status: number },
  context: string,
  cors: Record<string, string>,
  logError: Log,
): Response {
  const code = databaseReasonCode(answer.error);
  if (code && answer.status >= 400 && answer.status < 500) return refuse(code, answer.status, cors);
  logError(`grade-exercise: ${context} failed`, answer.error);
  return refuse('practice_grading_failed', 500, cors);
}

async function gradeAttempt(
  exerciseId: string,
  body: string,
  token: string,
  cors: Record<string, string>,
  { service, clientFor, logError }: WithLog<GradeExerciseDependencies>,
): Promise<Response> {
  const started = await clientFor(token).rpc('start_practice_attempt', {
    p_exercise_id: exerciseId,
    p_body: body,
  });
  if (started.error) return databaseRefusal(started, 'start_practice_attempt', cors, logError);
  const attemptId = (started.data as { attempt_id?: string } | null)?.attempt_id;

  const keyAnswer = await service.rpc('practice_attempt_key', { p_attempt_id: attemptId ?? '' });
  const key = attemptKey.safeParse(keyAnswer.data);
  if (keyAnswer.error || !key.success) {
    logError('grade-exercise: practice_attempt_key failed', keyAnswer.error ?? key.error);
    return refuse('practice_grading_failed', 500, cors);
  }

  const result = gradeSubmission(key.data.kind, key.data.spec, key.data.body);
  const finished = await service.rpc('finish_practice_attempt', {
    p_attempt_id: key.data.attempt_id,
    p_result: result as unknown as Record<string, never>,
  });
  if (finished.error) return databaseRefusal(finished, 'finish_practice_attempt', cors, logError);
  return jsonResponse(finished.data, 200, cors);
}

async function verifyExercise(
  exerciseId: string,
  token: string,
  cors: Record<string, string>,
  { service, clientFor, logError }: WithLog<GradeExerciseDependencies>,
): Promise<Response> {
  const keyAnswer = await clientFor(token).rpc('get_practice_exercise_key', { p_exercise_id: exerciseId });
  if (keyAnswer.error) return databaseRefusal(keyAnswer, 'get_practice_exercise_key', cors, logError);
  const key = exerciseKey.safeParse(keyAnswer.data);
  if (!key.success) {
    logError('grade-exercise: get_practice_exercise_key answered an unexpected shape', key.error);
    return refuse('practice_grading_failed', 500, cors);
  }

  const { kind, spec, version } = key.data;
  const problems = specProblems(kind, spec);
  const solution = gradeSubmission(kind, spec, key.data.solution);
  const wrongSolution = gradeSubmission(kind, spec, key.data.wrong_solution);
  const behaves = problems.length === 0 && solution.passed && !wrongSolution.passed;
  let verified = false;
  if (behaves) {
    const recorded = await service.rpc('record_practice_verification', {
      p_exercise_id: exerciseId,
      p_version: version,
    });
    if (recorded.error) return databaseRefusal(recorded, 'record_practice_verification', cors, logError);
    verified = recorded.data === true;
  }
  return jsonResponse({ problems, solution, wrong_solution: wrongSolution, verified }, 200, cors);
}

async function handle(
  request: Request,
  cors: Record<string, string>,
  dependencies: WithLog<GradeExerciseDependencies>,
): Promise<Response> {
  const caller = await signedInCaller(request, dependencies.service, cors);
  if (caller instanceof Response) return caller;

  const body = await readBody(request, gradeExerciseBody, {
    invalid: 'invalid_practice_request',
    headers: cors,
  });
  if (body instanceof Response) return body;

  return 'mode' in body
    ? verifyExercise(body.exerciseId, caller.token, cors, dependencies)
    : gradeAttempt(body.exerciseId, body.body, caller.token, cors, dependencies);
}

export const gradeExerciseHandler = browserFunction<GradeExerciseDependencies>(
  { name: 'grade-exercise', failureCode: 'practice_grading_failed' },
  handle,
);
