// Create or edit a track and its steps (save_track, save_track_steps; docs/tracks-admin.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accessModelShape,
  checkAccessModel,
  savedPlanIds,
  TRACK_ACCESS_WORDING,
} from '@/config/access-models';
import { COURSE_LEVELS } from '@/config/course-levels';
import { callRpc } from '@/lib/api/backend';
import { optionalNumber } from '@/rules/form-fields';
import { stepsChanged, stepsPayload, type TrackSteps } from '../utils/track-steps';
import { adminTrackAnswer } from './get-admin-tracks';
import { invalidateTracks } from './invalidate';

export const MAX_OUTCOMES = 12;
export const MAX_FAQ = 20;
export const PRICE_REQUIRED_MESSAGE = TRACK_ACCESS_WORDING.priceRequiredMessage;
export const PLAN_REQUIRED_MESSAGE = TRACK_ACCESS_WORDING.planRequiredMessage;
export const STEPS_REQUIRED_MESSAGE = 'Adicione pelo menos um curso à trilha antes de publicá-la.';
export const EXAM_TOGETHER_MESSAGE = 'Informe o código e o nome da certificação juntos.';

const text = (max: number, message: string) => z.string().trim().max(max, message);

const stepsSchema = z.object({
  courses: z.array(z.object({ courseId: z.string(), title: z.string() })),
  examCourseId: z.string(),
});

export const trackSchema = z
  .object({
    title: text(200, 'Título muito longo').min(1, 'Título é obrigatório'),
    slug: z
      .string()
      .trim()
      .min(1, 'Slug é obrigatório')
      .max(80, 'Slug muito longo')
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        'Use apenas letras minúsculas, números e hífens (ex.: arquiteto-aws)',
      ),
    target_role: text(120, 'Cargo muito longo').min(1, 'Informe o cargo a que a trilha leva'),
    exam_code: text(30, 'Código muito longo').refine(
      (code) => code === '' || /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(code),
      'Use letras, números, ponto, hífen ou sublinhado (ex.: SAA-C03)',
    ),
    exam_name: text(200, 'Nome da certificação muito longo'),
    level: z.enum(COURSE_LEVELS, { error: 'Escolha um nível da lista' }),
    description: text(5000, 'Descrição muito longa'),
    audience: text(2000, 'Texto muito longo (até 2.000 caracteres)'),
    /** One outcome per line. */
    outcomes: z
      .string()
      .transform((value) =>
        value
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      )
      .refine(
        (lines) => lines.length <= MAX_OUTCOMES,
        `Informe no máximo ${MAX_OUTCOMES} resultados, um por linha`,
      )
      .refine(
        (lines) => lines.join('').length <= 3600,
        'Resultados muito longos (até 3.600 caracteres no total)',
      ),
    faq: z
      .array(
        z.object({
          question: text(300, 'Pergunta muito longa').min(1, 'Escreva a pergunta'),
          answer: text(2000, 'Resposta muito longa').min(1, 'Escreva a resposta'),
        }),
      )
      .max(MAX_FAQ, `No máximo ${MAX_FAQ} perguntas`),
    image_url: z.string().nullable(),
    published: z.boolean(),
    ...accessModelShape(TRACK_ACCESS_WORDING),
    price: optionalNumber({ min: 0, step: 0.01, message: 'Informe um preço válido (ex.: 497,00)' }),
    steps: stepsSchema,
  })
  // The database's own rules (tracks_exam_named_with_code, tracks_price_required_when_sold,
  // track_without_steps, plan_tracks' guard), said first here.
  .superRefine((track, context) => {
    if (track.exam_code !== '' && track.exam_name === '')
      context.addIssue({ code: 'custom', path: ['exam_name'], message: EXAM_TOGETHER_MESSAGE });
    if (track.exam_code === '' && track.exam_name !== '')
      context.addIssue({ code: 'custom', path: ['exam_code'], message: EXAM_TOGETHER_MESSAGE });
    checkAccessModel(TRACK_ACCESS_WORDING, track, context);
  })
  .refine((track) => !track.published || track.steps.courses.length > 0, {
    path: ['steps'],
    message: STEPS_REQUIRED_MESSAGE,
    // Said together with the other missing fields, not only once they are filled; the form always
    // gives both values, so the check can read them even when another field failed.
    when: ({ value }) => {
      const track = value as { published?: unknown; steps?: { courses?: unknown } };
      return typeof track.published === 'boolean' && Array.isArray(track.steps?.courses);
    },
  })
  .transform(savedPlanIds);

export type TrackFormValues = z.input<typeof trackSchema>;
export type TrackValues = z.output<typeof trackSchema>;

interface SaveTrack {
  id: string | null;
  values: TrackValues;
  /** The steps the form opened with (saved again only when changed). */
  storedSteps: TrackSteps;
  /**
   * Told the new track's id as soon as it exists: when a later call fails (a refused simulado),
   * saving again updates that track instead of creating a second one with the same slug.
   */
  onCreated?: (trackId: string) => void;
}

type SaveCall = { call: 'track'; published: boolean } | { call: 'steps' };

/**
 * The order of the calls. The database refuses a published track without a course step, both when
 * the track is saved and when its steps are: so steps that publishing needs are stored before it,
 * and a track that stops being published is saved (unpublished) before its steps go.
 */
export function saveOrder({
  isNew,
  published,
  stepsDiffer,
}: {
  isNew: boolean;
  published: boolean;
  stepsDiffer: boolean;
}): SaveCall[] {
  if (!stepsDiffer) return [{ call: 'track', published }];
  if (isNew)
    return [
      { call: 'track', published: false },
      { call: 'steps' },
      ...(published ? [{ call: 'track' as const, published: true }] : []),
    ];
  return published
    ? [{ call: 'steps' }, { call: 'track', published }]
    : [{ call: 'track', published }, { call: 'steps' }];
}

/** Saves the track, then (or before, see saveOrder) its steps; answers the track's id. */
export async function saveTrack({ id, values, storedSteps, onCreated }: SaveTrack): Promise<string> {
  const { steps, ...fields } = values;
  const track = {
    ...fields,
    exam_code: fields.exam_code || null,
    exam_name: fields.exam_name || null,
  };
  let trackId = id;
  const calls = saveOrder({
    isNew: id === null,
    published: values.published,
    stepsDiffer: stepsChanged(storedSteps, steps),
  });
  for (const step of calls) {
    if (step.call === 'steps') {
      await callRpc(
        'save_track_steps',
        { p_track_id: trackId!, p_steps: stepsPayload(steps) },
        adminTrackAnswer,
      );
    } else {
      const saved = await callRpc(
        'save_track',
        {
          p_track: trackId
            ? { id: trackId, ...track, published: step.published }
            : { ...track, published: step.published },
        },
        adminTrackAnswer,
      );
      if (!trackId) onCreated?.(saved.id);
      trackId = saved.id;
    }
  }
  return trackId!;
}

export function useSaveTrack() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTrack, onSettled: () => invalidateTracks(queryClient) });
}
