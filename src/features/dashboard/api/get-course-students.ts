// A linked course's students for its teacher (teacher_course_students): name, progress and last
// activity, newest enrolment first, paged by the database. Nothing else about them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '@/lib/list-params';
import { callRpc } from '@/lib/api/backend';
import { parsePagedList, type PagedList } from '@/lib/paged-list';
import { jsonCount } from '@/lib/rpc-json';

const courseStudentSchema = z.object({
  id: z.string().min(1),
  full_name: z.string().nullable(),
  progress: jsonCount,
  completed: z.boolean(),
  enrolled_at: z.string().min(1),
  last_activity_at: z.string().min(1),
});

export type CourseStudent = z.output<typeof courseStudentSchema>;

export function parseCourseStudents(data: unknown): PagedList<CourseStudent> {
  return parsePagedList('teacher_course_students', courseStudentSchema, data);
}

export async function getCourseStudents(courseId: string, page: number) {
  return callRpc(
    'teacher_course_students',
    {
      p_course_id: courseId,
      p_page: page,
      p_page_size: PAGE_SIZE,
    },
    parseCourseStudents,
  );
}

export const courseStudentsQueryOptions = (userId: string, courseId: string, page: number) =>
  queryOptions({
    queryKey: ['teaching', userId, 'course-students', courseId, page],
    queryFn: () => getCourseStudents(courseId, page),
    placeholderData: keepPreviousData,
    retry: (failures, error) => (error as { code?: string }).code !== '42501' && failures < 2,
  });

export function useCourseStudents(userId: string, courseId: string, page: number) {
  return useQuery(courseStudentsQueryOptions(userId, courseId, page));
}
