// 'Meus certificados': the signed-in person's certificates, newest first, one page at a time
// (their own rows under RLS; the count is exact over that indexed set).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { readsColumnsOf, selectColumns } from '@/lib/api/answer';
import { readRows, tableClient } from '@/lib/api/backend';
import type { Tables } from '@/lib/database.types';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import type { Certificate } from '../utils/certificate';

/** Cards per page of 'Meus certificados'. */
export const MY_CERTIFICATES_PAGE_SIZE = 12;

export interface MyCertificate extends Certificate {
  id: string;
}

export interface MyCertificatesPage {
  total: number;
  /** The page answered: the one asked for, or the last one when it was past the end. */
  page: number;
  pageSize: number;
  rows: MyCertificate[];
}

const myCertificateSchema = z.object({
  id: z.string(),
  verification_code: z.string(),
  holder_name: z.string(),
  title: z.string(),
  workload_minutes: z.number(),
  syllabus: z.array(z.string()),
  issued_on: z.string(),
  revoked_on: z.string().nullable(),
  // What the course required and the grade kept: the PDF downloaded from this list says what the
  // certificate page's does.
  required_quizzes: z.boolean(),
  required_practice_exam: z.boolean(),
  required_watching: z.boolean(),
  required_exercises: z.boolean(),
  quiz_average_percent: z.number().nullable(),
  practice_exam_best_score: z.number().nullable(),
});
readsColumnsOf<z.output<typeof myCertificateSchema>, Tables<'certificates'>>(true);

async function readPage(userId: string, page: number) {
  const supabase = await tableClient();
  const from = (page - 1) * MY_CERTIFICATES_PAGE_SIZE;
  const answer = await supabase
    .from('certificates')
    .select(selectColumns(myCertificateSchema), { count: 'exact' })
    .eq('user_id', userId)
    .order('issued_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + MY_CERTIFICATES_PAGE_SIZE - 1);
  return { rows: readRows('certificates', z.array(myCertificateSchema), answer), total: answer.count ?? 0 };
}

export async function getMyCertificates(userId: string, page: number): Promise<MyCertificatesPage> {
  let answered = Math.max(1, page);
  let { rows, total } = await readPage(userId, answered);
  const lastPage = Math.max(1, Math.ceil(total / MY_CERTIFICATES_PAGE_SIZE));
  if (answered > lastPage) {
    answered = lastPage;
    ({ rows, total } = await readPage(userId, answered));
  }
  return {
    total,
    page: answered,
    pageSize: MY_CERTIFICATES_PAGE_SIZE,
    rows: rows.map((row) => ({
      id: row.id,
      code: row.verification_code,
      holderName: row.holder_name,
      courseTitle: row.title,
      workloadMinutes: row.workload_minutes,
      syllabus: row.syllabus,
      issuedOn: row.issued_on,
      revokedOn: row.revoked_on,
      requirements: {
        quizzes: row.required_quizzes,
        practiceExam: row.required_practice_exam,
        watching: row.required_watching,
        exercises: row.required_exercises,
      },
      quizAveragePercent: row.quiz_average_percent,
      practiceExamBestScore: row.practice_exam_best_score,
    })),
  };
}

export const myCertificatesQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.certificates(userId), 'page', page],
    queryFn: () => getMyCertificates(userId, page),
    placeholderData: keepPreviousData,
  });

export function useMyCertificates(userId: string, page: number) {
  return useQuery(myCertificatesQueryOptions(userId, page));
}
