// Create or edit a course (field rules and messages: docs/rules/admin.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isCourseLevel } from '@/config/course-levels';
import { topicOfText } from '@/config/topics';
import type { TablesInsert } from '@/lib/database.types';
import { optionalNumber, optionalText } from '@/rules/form-fields';
import { tableClient } from '@/lib/api/rest';
import { invalidateCourses } from './invalidate';

export const LEARNING_POINTS_COUNT = 5;
/** The topic picker's 'Nenhum': a course of another subject. */
export const NO_TOPIC = 'nenhum';
export const TOPIC_REQUIRED_MESSAGE = 'Selecione o tema do curso';
export const LEARNING_POINTS_MESSAGE = 'Preencha exatamente 5 pontos de aprendizado';

export const courseSchema = z.object({
  title: z.string().trim().min(1, 'Título é obrigatório').max(200, 'Título muito longo'),
  slug: z
    .string()
    .trim()
    .min(1, { error: 'Slug é obrigatório', abort: true })
    .max(80, 'Slug muito longo')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use apenas letras minúsculas, números e hífens (ex.: aws-essencial)'),
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
});

export type CourseFormValues = z.input<typeof courseSchema>;
export type CourseValues = z.output<typeof courseSchema>;

/** Turns a title into a slug: 'AWS Essencial' → 'aws-essencial'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export async function saveCourse({ id, values }: { id: string | null; values: CourseValues }) {
  const supabase = await tableClient();
  const row: TablesInsert<'courses'> = { ...values };
  const { error } = id
    ? await supabase.from('courses').update(row).eq('id', id)
    : await supabase.from('courses').insert(row);
  // A taken slug is the unique constraint courses_slug_key, named by the error catalogue.
  if (error) throw error;
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => invalidateCourses(queryClient),
  });
}
