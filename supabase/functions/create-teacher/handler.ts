// create-teacher: an administrador registers a teacher (confirmed account, role professor,
// teacher_docs and an optional course link).
//
// Order of checks: CORS preflight → method → bearer token (401) → the token's user (401) → that
// user is an active administrador, read from the database (403) → body (400) → course (400).
// Nothing is created before all of them pass. The caller is authorised from user_roles and
// profiles only, never from the body or the JWT's metadata; any role or id in the body is ignored.
//
// Then two steps: the Auth user (accounts.create), and ONE database call, setup_teacher_account,
// which writes profile, role, teacher record and course link in one transaction. When that call
// fails the Auth user is removed again (accounts.remove), so a failure leaves nothing behind.
//
// Answers: 201 {user_id, email}; errors {code} with a stable reason code and 400/401/403/405/
// 409/500 (the admin screen shows the catalogue's message for the code, docs/errors.md). A
// duplicate e-mail is 409 teacher_email_taken; what went wrong inside is logged, never sent.
//
// The handler gets its dependencies (service client, account strategy, origins) from index.ts,
// so a test can run the production strategy with a stand-in Auth admin API.
import { readBody } from '../_shared/body.ts';
import { administradorCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import type { ServiceClient } from '../_shared/supabase.ts';
import type { AuthFailure, TeacherAccounts } from './accounts.ts';
import { createTeacherBody } from './validate.ts';

export interface CreateTeacherDependencies {
  service: ServiceClient;
  accounts: TeacherAccounts;
  allowedOrigins: string[];
  /** Server-side log (console.error by default); never sent to the caller. */
  logError?: (message: string, detail?: unknown) => void;
}

/** The refusal of one check: its reason code and HTTP status. */
function isDuplicateEmail(error: AuthFailure) {
  return (
    error.code === 'user_already_exists' ||
    error.code === 'email_exists' ||
    /already (been )?registered|already exists|duplicate/i.test(error.message)
  );
}

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, accounts, logError }: WithLog<CreateTeacherDependencies>,
): Promise<Response> {
  const caller = await administradorCaller(request, service, {
    headers: cors,
    name: 'create-teacher',
    failureCode: 'permission_check_failed',
    logError,
  });
  if (caller instanceof Response) return caller;

  const input = await readBody(request, createTeacherBody, { invalid: 'invalid_body', headers: cors });
  if (input instanceof Response) return input;

  if (input.courseId) {
    const { data: course, error } = await service
      .from('courses')
      .select('id')
      .eq('id', input.courseId)
      .maybeSingle();
    if (error) {
      logError('create-teacher: reading the course failed', error);
      return refuse('course_check_failed', 500, cors);
    }
    if (!course) return refuse('course_not_found', 400, cors);
  }

  // The account is marked as made by an administrador (no consent of the teacher's own): the
  // sign-up trigger spends this reservation instead of asking for the terms.
  const { error: reserveError } = await service.rpc('reserve_account_origin', {
    p_email: input.email,
    p_origin: 'administrador',
  });
  if (reserveError) {
    logError('create-teacher: reserving the account origin failed', reserveError);
    return refuse('teacher_setup_failed', 500, cors);
  }

  const { userId, error: createError } = await accounts.create(input);
  if (createError || !userId) {
    if (createError && isDuplicateEmail(createError)) return refuse('teacher_email_taken', 409, cors);
    logError('create-teacher: Auth did not create the user', createError);
    return refuse('teacher_account_failed', 400, cors);
  }

  // The sign-up trigger made the user an aluno with a profile; this turns them into the teacher.
  const { error: setupError } = await service.rpc('setup_teacher_account', {
    p_user_id: userId,
    p_full_name: input.fullName,
    p_phone: input.phone ?? undefined,
    p_bio: input.bio ?? undefined,
    p_specialization: input.specialization ?? undefined,
    p_course_id: input.courseId ?? undefined,
  });
  if (setupError) {
    logError(`create-teacher: setting up teacher ${userId} failed`, setupError);
    const removeError = await accounts.remove(userId);
    if (removeError) logError(`create-teacher: could not remove user ${userId} after a failure`, removeError);
    // The course was deleted between the check above and the setup.
    if (setupError.message === 'course_not_found') return refuse('course_not_found', 400, cors);
    return refuse('teacher_setup_failed', 500, cors);
  }

  return jsonResponse({ user_id: userId, email: input.email }, 201, cors);
}

export const createTeacherHandler = browserFunction<CreateTeacherDependencies>(
  { name: 'create-teacher', failureCode: 'teacher_unexpected_failure' },
  handle,
);
