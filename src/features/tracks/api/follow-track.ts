// 'Seguir trilha' (follow_track, docs/tracks.md): enrols in the track's courses and follows it;
// `course_access_required` when a course is not open to the person (nothing is written then).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export function useFollowTrack(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackId: string) => runRpc('follow_track', { p_track_id: trackId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.tracks.all() }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.learner.all(userId) }),
      ]),
  });
}
