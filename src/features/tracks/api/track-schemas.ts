// The public tracks' answers (list_tracks, get_track; docs/tracks.md), read with the light schema:
// the public pages load no zod.
import {
  array,
  boolean,
  extend,
  nullable,
  number,
  numeric,
  object,
  text,
  type Infer,
} from '@/lib/api/light-schema';

export const trackSummarySchema = object({
  id: text,
  slug: text,
  title: text,
  target_role: text,
  exam_code: nullable(text),
  exam_name: nullable(text),
  level: text,
  description: text,
  image_url: nullable(text),
  access_model: text,
  price: nullable(numeric),
  steps_count: number,
  course_count: number,
  has_final_exam: boolean,
  total_hours: numeric,
  /** The track's length: the one figure every screen writes (formatHours). */
  total_minutes: number,
  total_lessons: number,
});

export type TrackSummary = Infer<typeof trackSummarySchema>;

const stepCourseSchema = object({
  id: text,
  slug: text,
  title: text,
  level: nullable(text),
  image_url: nullable(text),
  minutes: number,
  lesson_count: number,
  access_model: text,
  price: nullable(numeric),
});

const trackStepSchema = object({
  position: number,
  kind: text,
  has_access: boolean,
  course: stepCourseSchema,
  /** The signed-in viewer's own state on the step ('done', 'in_progress', 'todo'); null for visitors. */
  state: nullable(text),
  percent: nullable(number),
  /** A simulado step: the viewer's best submitted score. */
  best_score: nullable(number),
});

const viewerSchema = object({
  following: boolean,
  has_access: boolean,
  certificate_code: nullable(text),
  steps_done: number,
  steps_total: number,
  /** The track's percent, partial progress counted (docs/tracks.md). */
  percent: number,
});

export const trackSchema = extend(trackSummarySchema, {
  audience: text,
  outcomes: array(text),
  faq: array(object({ question: text, answer: text })),
  plans: array(object({ id: text, name: text })),
  steps: array(trackStepSchema),
  viewer: nullable(viewerSchema),
});

export type Track = Infer<typeof trackSchema>;
export type TrackStep = Track['steps'][number];
