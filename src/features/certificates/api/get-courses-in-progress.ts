// For the empty 'Meus certificados': the courses the person is taking and how far they are.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export interface CourseInProgress {
  slug: string;
  title: string;
  progress: number;
}

/** The most recent enrolments not completed yet (the empty state names a few, not all). */
export const COURSES_IN_PROGRESS_SHOWN = 3;

export async function getCoursesInProgress(userId: string): Promise<CourseInProgress[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('enrollments')
    .select('progress, courses(slug, title)')
    .eq('user_id', userId)
    .eq('completed', false)
    .order('enrolled_at', { ascending: false })
    .limit(COURSES_IN_PROGRESS_SHOWN);
  if (error) throw error;
  return data.flatMap((row) =>
    row.courses ? [{ slug: row.courses.slug, title: row.courses.title, progress: row.progress }] : [],
  );
}

export function useCoursesInProgress(userId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.learner.coursesInProgress(userId),
      queryFn: () => getCoursesInProgress(userId),
    }),
    enabled,
  });
}
