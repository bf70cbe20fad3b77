// Whether a lesson counted for the weekly goal and the points, as complete_lesson and
// save_watch_position answer it under `study` (docs/engagement.md, 'Whether a lesson counted').
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';

/** The reason codes of a lesson that did not count; their pt-BR texts: utils/lesson-study.ts. */
export const LESSON_STUDY_REASONS = ['lesson_not_watched', 'lesson_not_completed'] as const;
export type LessonStudyReason = (typeof LESSON_STUDY_REASONS)[number];

export interface LessonStudy {
  counted: boolean;
  reason: LessonStudyReason | null;
  points: number;
  /** This very call earned the points. */
  pointsAwarded: boolean;
  countedAt: string | null;
  watchedSeconds: number;
  neededSeconds: number;
}

export const lessonStudySchema = z
  .object({
    counted: z.boolean(),
    reason: z.enum(LESSON_STUDY_REASONS).nullable(),
    points: jsonCount,
    points_awarded: z.boolean(),
    counted_at: z.string().nullable(),
    watched_seconds: jsonCount,
    needed_seconds: jsonCount,
  })
  .transform((study): LessonStudy => ({
    counted: study.counted,
    reason: study.reason,
    points: study.points,
    pointsAwarded: study.points_awarded,
    countedAt: study.counted_at,
    watchedSeconds: study.watched_seconds,
    neededSeconds: study.needed_seconds,
  }));
