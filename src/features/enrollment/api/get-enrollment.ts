// "Am I enrolled in this course?" (checked by user and course). Needs the session, so it
// goes through the typed supabase-js client, loaded on demand.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export async function getEnrollment(userId: string, courseId: string) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('enrollments')
    .select('id, progress, completed')
    .eq('user_id', userId)
    .eq('course_id', courseId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const enrollmentQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.learner.enrollment(userId, courseId),
    queryFn: () => getEnrollment(userId, courseId),
  });

/** Disabled (pending, no data) while nobody is signed in. */
export function useEnrollment(userId: string | null, courseId: string) {
  return useQuery({ ...enrollmentQueryOptions(userId ?? '', courseId), enabled: Boolean(userId) });
}
