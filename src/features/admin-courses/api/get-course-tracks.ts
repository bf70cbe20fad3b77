// The tracks that have a course as a step (a course or its simulado): deleting the course removes
// it from them, so the delete confirmation names them (course_tracks, docs/tracks.md).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const courseTrackSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
});

export type CourseTrack = z.output<typeof courseTrackSchema>;

export function getCourseTracks(courseId: string): Promise<CourseTrack[]> {
  return callRpc('course_tracks', { p_course_id: courseId }, z.array(courseTrackSchema));
}

/** Read while `courseId` is set (the confirmation is open); always fresh, since tracks change elsewhere. */
export function useCourseTracks(courseId: string | null) {
  return useQuery({
    queryKey: [...sharedQueryKeys.admin.courses.course(courseId ?? ''), 'tracks'],
    queryFn: () => getCourseTracks(courseId!),
    enabled: courseId !== null,
    staleTime: 0,
  });
}
