// The published tracks a course is a step of (course_tracks, docs/tracks.md): the course page's
// 'Faz parte das trilhas'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array, object, text } from '@/lib/api/light-schema';
import { restGet } from '@/lib/api/light-fetch';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

const courseTrackSchema = object({ id: text, slug: text, title: text });

export function getCourseTracks(courseId: string, signal?: AbortSignal) {
  const path = `rpc/course_tracks?p_course_id=${encodeURIComponent(courseId)}`;
  return restGet(path, array(courseTrackSchema), signal);
}

export const courseTracksQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.tracks.all(), 'course', courseId],
    queryFn: ({ signal }) => getCourseTracks(courseId, signal),
  });

export function useCourseTracks(courseId: string) {
  return useQuery(courseTracksQueryOptions(courseId));
}
