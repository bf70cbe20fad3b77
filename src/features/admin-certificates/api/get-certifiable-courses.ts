// The courses a certificate can be issued for: every course (active or not) with at least one
// lesson, by title. A course without lessons is never offered (the database refuses it too).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectColumns } from '@/lib/api/answer';
import { tableClient } from '@/lib/api/backend';
import { courseOptionSchema, type CourseOption } from '@/lib/course-options';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { certificatesKey } from './keys';

export type CertifiableCourse = CourseOption;

export async function getCertifiableCourses(): Promise<CertifiableCourse[]> {
  const supabase = await tableClient();
  return fetchAllRows('courses', z.array(courseOptionSchema), (from, to) =>
    supabase
      .from('courses')
      .select(selectColumns(courseOptionSchema), { count: 'exact' })
      .gt('lesson_count', 0)
      .order('title')
      .order('id')
      .range(from, to),
  );
}

export function useCertifiableCourses() {
  return useQuery(
    queryOptions({ queryKey: [...certificatesKey(), 'certifiable-courses'], queryFn: getCertifiableCourses }),
  );
}
