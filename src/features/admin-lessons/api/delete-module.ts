import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { invalidateCourseContent } from './get-course-content';

/** Deletes a module and, by cascade, all of its lessons. */
export async function deleteModule({ moduleId }: { courseId: string; moduleId: string }) {
  const supabase = await tableClient();
  const { error } = await supabase.from('course_modules').delete().eq('id', moduleId);
  if (error) throw error;
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSuccess: (_, { courseId }) => invalidateCourseContent(queryClient, courseId),
  });
}
