// The courses a certificate can be issued for: every course (active or not) with at least one
// lesson, by title. A course without lessons is never offered (the database refuses it too).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { loadSupabase } from '@/lib/load-supabase';
import { queryKeys } from '@/lib/query-keys';

export interface CertifiableCourse {
  id: string;
  title: string;
}

export async function getCertifiableCourses(): Promise<CertifiableCourse[]> {
  const supabase = await loadSupabase();
  return fetchAllRows((from, to) =>
    supabase
      .from('courses')
      .select('id, title', { count: 'exact' })
      .gt('lesson_count', 0)
      .order('title')
      .order('id')
      .range(from, to),
  );
}

export function useCertifiableCourses() {
  return useQuery(
    queryOptions({ queryKey: queryKeys.admin.certifiableCourses(), queryFn: getCertifiableCourses }),
  );
}
