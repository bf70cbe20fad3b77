// Create or edit a module (title and order required, a course selected).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { tableClient } from '@/lib/api/backend';
import { orderField } from './fields';
import { invalidateCourseContent } from './get-course-content';

export const SELECT_COURSE_FIRST = 'Selecione um curso primeiro';

export const moduleSchema = z.object({
  title: z.string().trim().min(1, 'Título é obrigatório').max(200, 'Título muito longo'),
  description: z
    .string()
    .trim()
    .max(5000, 'Descrição muito longa')
    .transform((value) => (value === '' ? null : value)),
  order_index: orderField,
});

export type ModuleFormValues = z.input<typeof moduleSchema>;
export type ModuleValues = z.output<typeof moduleSchema>;

interface SaveModuleInput {
  courseId: string;
  moduleId: string | null;
  values: ModuleValues;
}

export async function saveModule({ courseId, moduleId, values }: SaveModuleInput) {
  if (!courseId) throw new Error(SELECT_COURSE_FIRST);
  const supabase = await tableClient();
  const { error } = moduleId
    ? await supabase.from('course_modules').update(values).eq('id', moduleId)
    : await supabase.from('course_modules').insert({ ...values, course_id: courseId });
  if (error) throw error;
}

export function useSaveModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveModule,
    onSuccess: (_, { courseId }) => invalidateCourseContent(queryClient, courseId),
  });
}
