// Create or edit a course (field rules and messages: docs/rules/admin.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accessModelShape,
  checkAccessModel,
  COURSE_ACCESS_WORDING,
  savedPlanIds,
} from '@/config/access-models';
import { isCourseLevel } from '@/config/course-levels';
import { topicOfText } from '@/config/topics';
import type { TablesInsert } from '@/lib/database.types';
import { isInPlans } from '@/rules/access-model';
import { optionalNumber, optionalText } from '@/rules/form-fields';
import { tableClient } from '@/lib/api/backend';
import { coursePlansKey } from './get-course-plans';
import { invalidateCourses } from './invalidate';

export const LEARNING_POINTS_COUNT = 5;

export const PRICE_REQUIRED_MESSAGE = COURSE_ACCESS_WORDING.priceRequiredMessage;
export const PLAN_REQUIRED_MESSAGE = COURSE_ACCESS_WORDING.planRequiredMessage;

/** The topic picker's 'Nenhum': a course of another subject. */
export const NO_TOPIC = 'nenhum';
export const TOPIC_REQUIRED_MESSAGE = 'Selecione o tema do curso';
export const LEARNING_POINTS_MESSAGE = 'Preencha exatamente 5 pontos de aprendizado';

export const courseSchema = z
  .object({
    title: z.string().trim().min(1, 'Título é obrigatório').max(200, 'Título muito longo'),
    slug: z
      .string()
      .trim()
      .min(1, { error: 'Slug é obrigatório', abort: true })
      .max(80, 'Slug muito longo')
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        'Use apenas letras minúsculas, números e hífens (ex.: aws-essencial)',
      ),
    description: optionalText(5000, 'Descrição muito longa'),
    image_url: z.string().nullable(),
    duration: optionalText(60, 'Duração muito longa'),
    // A course outside the four topics (NO_TOPIC) is stored without one and shows under no topic filter.
    topic: z
      .string()
      .refine((topic) => topic === NO_TOPIC || topicOfText(topic) === topic, TOPIC_REQUIRED_MESSAGE)
      .transform((topic) => (topic === NO_TOPIC ? null : topic)),
    // '' is the picker's 'Não informado'.
    level: z
      .string()
      .refine((level) => level === '' || isCourseLevel(level), 'Escolha um nível da lista')
      .transform((level) => level || null),
    price: optionalNumber({ min: 0, step: 0.01, message: 'Informe um preço válido (ex.: 199,90)' }),
    total_hours: optionalNumber({ min: 0, step: 0.5, message: 'Informe horas em passos de 0,5 (ex.: 12,5)' }),
    learning_points: z
      .array(z.string())
      .transform((points) => points.map((point) => point.trim()))
      .refine((points) => points.length === LEARNING_POINTS_COUNT && points.every((point) => point !== ''), {
        error: LEARNING_POINTS_MESSAGE,
      }),
    is_active: z.boolean(),
    ...accessModelShape(COURSE_ACCESS_WORDING),
  })
  .superRefine((course, context) => checkAccessModel(COURSE_ACCESS_WORDING, course, context))
  .transform(savedPlanIds);

export type CourseFormValues = z.input<typeof courseSchema>;
export type CourseValues = z.output<typeof courseSchema>;

export { slugify } from '@/utils/slug';

interface SaveCourse {
  id: string | null;
  values: CourseValues;
  /** The plans that include the course now (what the form opened with). */
  currentPlanIds: readonly string[];
}

/**
 * The course, then its plans: the database lets a plan include the course only once the course's
 * access model says so, and drops the links itself when it stops saying so. A failure after the
 * course was saved leaves the links as they were; saving again finishes the change.
 */
export async function saveCourse({ id, values, currentPlanIds }: SaveCourse) {
  const supabase = await tableClient();
  const { plan_ids: planIds, ...course } = values;
  const row: TablesInsert<'courses'> = course;
  const saved = id
    ? await supabase.from('courses').update(row).eq('id', id).select('id').single()
    : await supabase.from('courses').insert(row).select('id').single();
  // A taken slug is the unique constraint courses_slug_key, named by the error catalogue.
  if (saved.error) throw saved.error;
  const courseId = saved.data.id;
  if (!isInPlans(values.access_model)) return;
  const removed = currentPlanIds.filter((planId) => !planIds.includes(planId));
  const added = planIds.filter((planId) => !currentPlanIds.includes(planId));
  if (removed.length > 0) {
    const { error } = await supabase
      .from('plan_courses')
      .delete()
      .eq('course_id', courseId)
      .in('plan_id', removed);
    if (error) throw error;
  }
  if (added.length > 0) {
    const { error } = await supabase
      .from('plan_courses')
      .insert(added.map((planId) => ({ plan_id: planId, course_id: courseId })));
    if (error) throw error;
  }
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () =>
      Promise.all([
        invalidateCourses(queryClient),
        queryClient.invalidateQueries({ queryKey: coursePlansKey() }),
      ]),
  });
}
