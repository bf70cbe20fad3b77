// save_watch_position's answer: the position as stored, after clamping, and whether the lesson
// counted for the goal and the points after this save (parsed with zod; its own module so the
// integration tests can check it against the real RPC without the build's env).
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';
import { lessonStudySchema } from './lesson-study-schema';

export const watchPositionSchema = z.object({
  lesson_id: z.string().min(1),
  position_seconds: jsonCount,
  study: lessonStudySchema,
});

export type SavedWatchPosition = z.output<typeof watchPositionSchema>;
