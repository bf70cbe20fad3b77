// /admin/courses/{courseId}/enrollments: the course title, then its enrolments with
// the student's profile (id, full_name, email), newest enrolment first, one page at a time and
// searched by name or e-mail by the database (admin_list_course_enrollments).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ListPage } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { getCourseOption } from '@/lib/course-options';
import { pageArgs, pagedQueryOptions, parsePagedList, personSchema, type PagedList } from '@/lib/paged-list';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount } from '@/lib/rpc-json';

const courseEnrollmentSchema = z.object({
  id: z.string(),
  progress: jsonCount,
  completed: z.boolean(),
  enrolled_at: z.string(),
  student: personSchema,
});

export type CourseEnrollment = z.output<typeof courseEnrollmentSchema>;

export function parseCourseEnrollments(data: unknown): PagedList<CourseEnrollment> {
  return parsePagedList('admin_list_course_enrollments', courseEnrollmentSchema, data);
}

export async function getCourseEnrollments(
  courseId: string,
  list: ListPage,
): Promise<PagedList<CourseEnrollment>> {
  return callRpc(
    'admin_list_course_enrollments',
    { p_course_id: courseId, ...pageArgs(list) },
    parseCourseEnrollments,
  );
}

/** The course's title for the heading (null: 'Curso não encontrado'), below the admin course. */
export const enrollmentCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.admin.courses.course(courseId), 'summary'],
    queryFn: () => getCourseOption(courseId),
  });

/** One page of one search, below the course's enrolments (an enrolment anywhere refreshes every page). */
export const courseEnrollmentsQueryOptions = (courseId: string, list: ListPage) =>
  pagedQueryOptions([...sharedQueryKeys.admin.courses.enrollments(courseId), 'page', list] as const, () =>
    getCourseEnrollments(courseId, list),
  );

export function useEnrollmentCourse(courseId: string) {
  return useQuery(enrollmentCourseQueryOptions(courseId));
}

export function useCourseEnrollments(courseId: string, list: ListPage, enabled: boolean) {
  return useQuery({ ...courseEnrollmentsQueryOptions(courseId, list), enabled });
}
