// Create or edit a lesson (module, title, video URL, minutes and order required).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import { isSupportedVideoUrl } from '@/utils/video';
import { orderField, requiredInteger } from './fields';
import { invalidateCourseContent } from './get-course-content';

export const lessonSchema = z.object({
  module_id: z.string().min(1, 'Selecione um módulo'),
  title: z.string().trim().min(1, 'Título é obrigatório').max(200, 'Título muito longo'),
  video_url: z
    .string()
    .trim()
    .min(1, { error: 'URL do vídeo é obrigatória', abort: true })
    .refine(isSupportedVideoUrl, { error: 'Informe um link do YouTube ou do Vimeo (https://...)' }),
  duration_minutes: requiredInteger({
    min: 1,
    max: 1440,
    required: 'Duração é obrigatória',
    invalid: 'Informe a duração em minutos (1 a 1440)',
  }),
  order_index: orderField,
  // Plain text under the video (line breaks kept, links clickable in the player, never HTML).
  description: z
    .string()
    .trim()
    .max(5000, 'Descrição muito longa')
    .transform((value) => (value === '' ? null : value)),
  // 'Aula gratuita': anyone may watch it from the course page.
  is_preview: z.boolean(),
});

export type LessonFormValues = z.input<typeof lessonSchema>;
export type LessonValues = z.output<typeof lessonSchema>;

interface SaveLessonInput {
  courseId: string;
  lessonId: string | null;
  values: LessonValues;
}

const savedLessonSchema = z.object({ id: z.string() });
readsColumnsOf<z.output<typeof savedLessonSchema>, Tables<'lessons'>>(true);

/** Saves the lesson and returns its id (the new one's, so the screen can show it). */
export async function saveLesson({ lessonId, values }: SaveLessonInput): Promise<string> {
  const supabase = await tableClient();
  if (lessonId) {
    const { error } = await supabase.from('lessons').update(values).eq('id', lessonId);
    if (error) throw error;
    return lessonId;
  }
  // lessons.course_id is copied from the module by a trigger and is not writable by the browser;
  // the generated Insert type still lists it as required (NOT NULL without a default).
  const row = values as TablesInsert<'lessons'>;
  const answer = await supabase.from('lessons').insert(row).select(selectColumns(savedLessonSchema)).single();
  return readRows('lessons', savedLessonSchema, answer).id;
}

export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSuccess: (_, { courseId }) => invalidateCourseContent(queryClient, courseId),
  });
}
