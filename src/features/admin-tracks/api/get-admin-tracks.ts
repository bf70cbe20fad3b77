// Every track, published or not, with its steps, the plans including it and how many follow and
// finished it: one call (admin_list_tracks, docs/tracks.md). A school has a few dozen tracks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';

const adminTrackStepSchema = z.object({
  position: z.number(),
  kind: z.enum(['course', 'exam']),
  course_id: z.string(),
  course_title: z.string(),
  course_active: z.boolean(),
});

const adminTrackSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  target_role: z.string(),
  exam_code: z.string().nullable(),
  exam_name: z.string().nullable(),
  level: z.string(),
  description: z.string(),
  audience: z.string(),
  outcomes: z.array(z.string()),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  image_url: z.string().nullable(),
  published: z.boolean(),
  access_model: z.string(),
  price: jsonNumber.nullable(),
  plan_ids: z.array(z.string()),
  total_minutes: jsonCount,
  follower_count: jsonCount,
  completion_count: jsonCount,
  steps: z.array(adminTrackStepSchema),
});

export const adminTrackAnswer = adminTrackSchema;
export type AdminTrack = z.output<typeof adminTrackSchema>;
export type AdminTrackStep = z.output<typeof adminTrackStepSchema>;

export function getAdminTracks(): Promise<AdminTrack[]> {
  return callRpc('admin_list_tracks', {}, z.array(adminTrackSchema));
}

export const adminTracksQueryOptions = () =>
  queryOptions({ queryKey: sharedQueryKeys.admin.tracks(), queryFn: getAdminTracks });

export function useAdminTracks() {
  return useQuery(adminTracksQueryOptions());
}
