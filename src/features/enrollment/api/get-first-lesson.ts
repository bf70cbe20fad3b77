// The lesson 'Acessar Aulas' opens: modules of the course with their lesson ids and order.
// Lessons are readable only by enrolled students, the course's teachers and administrators.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';
import { pickFirstLesson } from '../utils/first-lesson';

export async function getFirstLesson(courseId: string) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('course_modules')
    .select('id, order_index, lessons(id, order_index)')
    .eq('course_id', courseId)
    .order('order_index', { ascending: true })
    .order('order_index', { referencedTable: 'lessons', ascending: true });
  if (error) throw error;
  return pickFirstLesson(data);
}

export const firstLessonQueryOptions = (userId: string, courseId: string) =>
  queryOptions({
    queryKey: queryKeys.learner.firstLesson(userId, courseId),
    queryFn: () => getFirstLesson(courseId),
  });

export function useFirstLesson(userId: string | null, courseId: string, enabled: boolean) {
  return useQuery({
    ...firstLessonQueryOptions(userId ?? '', courseId),
    enabled: enabled && Boolean(userId),
  });
}
