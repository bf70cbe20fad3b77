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
  total_lessons: number,
});

export type TrackSummary = Infer<typeof trackSummarySchema>;

const stepCourseSchema = object({
  id: text,
  slug: text,
  title: text,
  level: nullable(text),
  image_url: nullable(text),
  hours: numeric,
  lesson_count: number,
  access_model: text,
  price: nullable(numeric),
});

const trackStepSchema = object({
  position: number,
  kind: text,
  has_access: boolean,
  course: stepCourseSchema,
});

const viewerSchema = object({
  following: boolean,
  has_access: boolean,
  certificate_code: nullable(text),
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
