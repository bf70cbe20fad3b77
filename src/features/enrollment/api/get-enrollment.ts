// "Am I enrolled in this course, and how do I stand in its quizzes?" — one read of the course row
// with the viewer's enrolment embedded and the `assessment_standing` column (null for someone who
// may not take the quizzes; docs/assessments.md). Needs the session, so it goes through the typed
// supabase-js client, loaded on demand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { array, boolean, json, nullable, number, object, text, type Infer } from '@/lib/api/light-schema';
import { readRows, tableClient } from '@/lib/api/backend';
import { courseStandingSchema, type CourseStanding } from '@/lib/course-standing';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const enrollmentSchema = object({ id: text, progress: number, completed: boolean });
export type Enrollment = Infer<typeof enrollmentSchema>;
readsColumnsOf<Enrollment, Tables<'enrollments'>>(true);

const courseMembershipSchema = object({
  assessment_standing: json(nullable(courseStandingSchema)),
  enrollments: array(enrollmentSchema),
});

export interface CourseMembership {
  enrollment: Enrollment | null;
  standing: CourseStanding | null;
}

export async function getCourseMembership(userId: string, courseId: string): Promise<CourseMembership> {
  const supabase = await tableClient();
  const answer = await supabase
    .from('courses')
    .select(selectColumns(courseMembershipSchema))
    .eq('id', courseId)
    // Administrators may read everyone's enrolments: keep only the viewer's own.
    .eq('enrollments.user_id', userId)
    .maybeSingle();
  const row = readRows('courses', nullable(courseMembershipSchema), answer);
  return { enrollment: row?.enrollments[0] ?? null, standing: row?.assessment_standing ?? null };
}

export const enrollmentQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: sharedQueryKeys.learner.enrollment(userId, courseId),
    queryFn: () => getCourseMembership(userId, courseId),
  });

/** The viewer's enrolment (null: not enrolled). Disabled (pending, no data) while nobody is signed in. */
export function useEnrollment(userId: string | null, courseId: string) {
  return useQuery({
    ...enrollmentQueryOptions(userId ?? '', courseId),
    enabled: Boolean(userId),
    select: (membership) => membership.enrollment,
  });
}

/** The viewer's standing in the course's quizzes, from the same read. */
export function useCourseStanding(userId: string | null, courseId: string) {
  return useQuery({
    ...enrollmentQueryOptions(userId ?? '', courseId),
    enabled: Boolean(userId),
    select: (membership) => membership.standing,
  });
}
