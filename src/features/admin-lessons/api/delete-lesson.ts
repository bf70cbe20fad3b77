import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { invalidateCourseContent } from './get-course-content';

export async function deleteLesson({ lessonId }: { courseId: string; lessonId: string }) {
  const supabase = await tableClient();
  const { error } = await supabase.from('lessons').delete().eq('id', lessonId);
  if (error) throw error;
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: (_, { courseId }) => invalidateCourseContent(queryClient, courseId),
  });
}
