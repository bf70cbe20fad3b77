// The courses a track's final simulado may be: those with a published simulado, chosen by the
// database (admin_track_exam_courses, docs/tracks.md), so the form never offers one it refuses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import type { CourseOption } from '@/lib/course-options';
import { queryKeys } from '@/lib/query-keys';

const examCourseSchema = z.object({ id: z.string().min(1), title: z.string() });

export function getExamCourses(): Promise<CourseOption[]> {
  return callRpc('admin_track_exam_courses', {}, z.array(examCourseSchema));
}

export const examCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.trackExamCourses(), queryFn: getExamCourses });

export function useExamCourses() {
  return useQuery(examCoursesQueryOptions());
}
