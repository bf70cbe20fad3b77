// What an enroll_in_course() failure leads to: the RPC raises already_enrolled (or the unique
// constraint answers for a parallel request) and course_without_lessons for an empty course.
import { reasonCode } from '@/lib/errors/user-message';

export type EnrollmentFailure = 'already-enrolled' | 'no-lessons' | 'failed';

export function classifyEnrollmentError(error: unknown): EnrollmentFailure {
  const code = reasonCode(error);
  if (code === 'already_enrolled' || code === 'enrollments_user_id_course_id_key') return 'already-enrolled';
  if (code === 'course_without_lessons') return 'no-lessons';
  return 'failed';
}
