import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { invalidateTracks } from './invalidate';

/** Deletes a track with its steps, follows and plan inclusions (refused once it certified someone). */
export async function deleteTrack(trackId: string) {
  await runRpc('delete_track', { p_track_id: trackId });
}

export function useDeleteTrack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTrack, onSuccess: () => invalidateTracks(queryClient) });
}
