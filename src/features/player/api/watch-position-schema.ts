// save_watch_position's answer: the position as stored, after clamping (parsed with zod; its own
// module so the integration tests can check it against the real RPC without the build's env).
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';

export const watchPositionSchema = z.object({
  lesson_id: z.string().min(1),
  position_seconds: jsonCount,
});

export type SavedWatchPosition = z.output<typeof watchPositionSchema>;
