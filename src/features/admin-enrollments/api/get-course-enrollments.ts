// /admin/courses/{courseId}/enrollments (spec §2, §7): the course title and its enrolments with the
// student's profile (id, full_name, email), newest enrolment first. One request each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';
import { isUuid } from '@/utils/uuid';

export interface EnrollmentCourse {
  id: string;
  title: string;
}

export interface CourseEnrollment {
  id: string;
  progress: number;
  completed: boolean;
  enrolled_at: string;
  profile: { id: string; full_name: string | null; email: string | null } | null;
}

/** The course, or null when there is none with this id ('Curso não encontrado'). */
export async function getEnrollmentCourse(courseId: string): Promise<EnrollmentCourse | null> {
  if (!isUuid(courseId)) return null;
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('courses').select('id, title').eq('id', courseId).maybeSingle();
  if (error) throw error;
  return data;
}

export async function getCourseEnrollments(courseId: string): Promise<CourseEnrollment[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('enrollments')
    .select('id, progress, completed, enrolled_at, profile:profiles(id, full_name, email)')
    .eq('course_id', courseId)
    .order('enrolled_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const enrollmentCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.courses.summary(courseId),
    queryFn: () => getEnrollmentCourse(courseId),
  });

export const courseEnrollmentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.courses.enrollments(courseId),
    queryFn: () => getCourseEnrollments(courseId),
  });

export function useEnrollmentCourse(courseId: string) {
  return useQuery(enrollmentCourseQueryOptions(courseId));
}

export function useCourseEnrollments(courseId: string, enabled: boolean) {
  return useQuery({ ...courseEnrollmentsQueryOptions(courseId), enabled });
}

/** Search by name or e-mail, ignoring case and accents. */
export function filterEnrollments(enrollments: CourseEnrollment[], search: string): CourseEnrollment[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const term = fold(search.trim());
  if (!term) return enrollments;
  return enrollments.filter(({ profile }) =>
    [profile?.full_name, profile?.email].some((value) => value && fold(value).includes(term)),
  );
}
