// Enrols the signed-in user (spec §4) through the enroll_in_course RPC: the database checks the
// session, the course (active, with lessons) and duplicates, and creates progress 0 / not completed.
import { useMutation } from '@tanstack/react-query';
import { loadSupabase } from '@/lib/load-supabase';

export async function enrollInCourse(courseId: string) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc('enroll_in_course', { p_course_id: courseId });
  if (error) throw error;
  return data;
}

export function useEnrollInCourse() {
  return useMutation({ mutationFn: enrollInCourse });
}
