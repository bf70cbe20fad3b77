// /admin/courses/{courseId}/enrollments: the course title, then its enrolments with
// the student's profile (id, full_name, email), newest enrolment first, one page at a time and
// searched by name or e-mail by the database (admin_list_course_enrollments).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, type ListPage } from '@/lib/list-params';
import { readRows, tableClient } from '@/lib/api/backend';
import { callRpc } from '@/lib/api/backend';
import { selectColumns } from '@/lib/api/answer';
import { courseOptionSchema, type CourseOption } from '@/lib/course-options';
import { parsePagedList, personSchema, type PagedList } from '@/lib/paged-list';
import { queryKeys } from '@/lib/query-keys';
import { jsonCount } from '@/lib/rpc-json';
import { isUuid } from '@/utils/uuid';

export type EnrollmentCourse = CourseOption;

const courseEnrollmentSchema = z.object({
  id: z.string(),
  progress: jsonCount,
  completed: z.boolean(),
  enrolled_at: z.string(),
  student: personSchema,
});

export type CourseEnrollment = z.output<typeof courseEnrollmentSchema>;

/** The course, or null when there is none with this id ('Curso não encontrado'). */
export async function getEnrollmentCourse(courseId: string): Promise<EnrollmentCourse | null> {
  if (!isUuid(courseId)) return null;
  const supabase = await tableClient();
  const answer = await supabase
    .from('courses')
    .select(selectColumns(courseOptionSchema))
    .eq('id', courseId)
    .maybeSingle();
  return readRows('courses', courseOptionSchema.nullable(), answer);
}

export function parseCourseEnrollments(data: unknown): PagedList<CourseEnrollment> {
  return parsePagedList('admin_list_course_enrollments', courseEnrollmentSchema, data);
}

export async function getCourseEnrollments(
  courseId: string,
  { search, page }: ListPage,
): Promise<PagedList<CourseEnrollment>> {
  return callRpc(
    'admin_list_course_enrollments',
    {
      p_course_id: courseId,
      p_search: search,
      p_page: page,
      p_page_size: PAGE_SIZE,
    },
    parseCourseEnrollments,
  );
}

export const enrollmentCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.courses.summary(courseId),
    queryFn: () => getEnrollmentCourse(courseId),
  });

export const courseEnrollmentsQueryOptions = (courseId: string, list: ListPage) =>
  queryOptions({
    queryKey: queryKeys.admin.courses.enrollmentsPage(courseId, list),
    queryFn: () => getCourseEnrollments(courseId, list),
    placeholderData: keepPreviousData,
  });

export function useEnrollmentCourse(courseId: string) {
  return useQuery(enrollmentCourseQueryOptions(courseId));
}

export function useCourseEnrollments(courseId: string, list: ListPage, enabled: boolean) {
  return useQuery({ ...courseEnrollmentsQueryOptions(courseId, list), enabled });
}
