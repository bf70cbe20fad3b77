// 'Meus certificados': the signed-in person's track certificates (their own rows under RLS,
// docs/tracks.md), newest first. A person finishes few tracks: one read, no pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { namesColumnsOf } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount } from '@/lib/rpc-json';
import type { MyCertificate } from './get-my-certificates';
import { trackCourseLine } from './verified-track-certificate-schema';

const myTrackCertificateSchema = z.object({
  id: z.string(),
  verification_code: z.string(),
  holder_name: z.string(),
  title: z.string(),
  target_role: z.string(),
  exam_code: z.string().nullable(),
  workload_minutes: jsonCount,
  courses: z.array(z.object({ title: z.string(), workload_minutes: jsonCount })),
  practice_exam_best_score: jsonCount.nullable(),
  issued_on: z.string(),
});
// `courses` is jsonb (typed Json): the names are checked here, its shape by the schema.
namesColumnsOf<z.output<typeof myTrackCertificateSchema>, Tables<'track_certificates'>>(true);
// Named plainly: selectColumns would read an array of objects as an embedded relation.
const COLUMNS = Object.keys(myTrackCertificateSchema.shape).join(',');

export async function getMyTrackCertificates(userId: string): Promise<MyCertificate[]> {
  const supabase = await tableClient();
  const answer = await supabase
    .from('track_certificates')
    .select(COLUMNS)
    .eq('user_id', userId)
    .order('issued_at', { ascending: false });
  const rows = readRows('track_certificates', z.array(myTrackCertificateSchema), answer);
  return rows.map((row) => ({
    id: row.id,
    code: row.verification_code,
    holderName: row.holder_name,
    courseTitle: row.title,
    workloadMinutes: row.workload_minutes,
    syllabus: row.courses.map(trackCourseLine),
    issuedOn: row.issued_on,
    revokedOn: null,
    requirements: { quizzes: false, practiceExam: row.practice_exam_best_score !== null, watching: false },
    practiceExamBestScore: row.practice_exam_best_score,
    track: { targetRole: row.target_role, examCode: row.exam_code },
  }));
}

export const myTrackCertificatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.certificates(userId), 'tracks'],
    queryFn: () => getMyTrackCertificates(userId),
  });

export function useMyTrackCertificates(userId: string) {
  return useQuery(myTrackCertificatesQueryOptions(userId));
}
