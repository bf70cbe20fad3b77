// The courses a track's final simulado may be: those with a published simulado, chosen by the
// database (admin_track_exam_courses, docs/tracks.md), so the form never offers one it refuses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import type { CourseOption } from '@/lib/course-options';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const examCourseSchema = z.object({ id: z.string().min(1), title: z.string() });

export function getExamCourses(): Promise<CourseOption[]> {
  return callRpc('admin_track_exam_courses', {}, z.array(examCourseSchema));
}

/** Below the admin tracks, so a track or course change (both invalidate that root) refreshes it. */
export const examCoursesQueryOptions = () =>
  queryOptions({ queryKey: [...sharedQueryKeys.admin.tracks(), 'exam-courses'], queryFn: getExamCourses });

export function useExamCourses() {
  return useQuery(examCoursesQueryOptions());
}
