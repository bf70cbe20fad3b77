import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { invalidateCourses } from './invalidate';

/** Deletes a course with its modules, lessons and enrolments (a certified course is refused). */
export async function deleteCourse(id: string) {
  const supabase = await tableClient();
  const { error } = await supabase.from('courses').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCourse, onSuccess: () => invalidateCourses(queryClient) });
}
