import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableClient } from '@/lib/api/backend';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** Removes a student from a course; their lesson progress in it goes too. */
export async function removeEnrollment(enrollmentId: string) {
  const supabase = await tableClient();
  const { error } = await supabase.from('enrollments').delete().eq('id', enrollmentId);
  if (error) throw error;
}

export function useRemoveEnrollment(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEnrollment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses.enrollments(courseId) }),
        // The course's student count (grid and public pages) and the report counters change too.
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.courses.list() }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.catalog.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.report() }),
      ]),
  });
}
