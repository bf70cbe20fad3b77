// Maps an enroll_in_course() failure to what the visitor is told. The RPC raises
// 23505 'already_enrolled' for a duplicate and P0001 'course_without_lessons' for an empty course.

export type EnrollmentFailure = 'already-enrolled' | 'no-lessons' | 'failed';

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

export function classifyEnrollmentError(error: unknown): EnrollmentFailure {
  const { code, message } = (error ?? {}) as ErrorLike;
  const text = typeof message === 'string' ? message : '';
  if (code === '23505' || text.includes('already_enrolled')) return 'already-enrolled';
  if (text.includes('course_without_lessons')) return 'no-lessons';
  return 'failed';
}
