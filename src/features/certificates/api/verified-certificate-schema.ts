// verify_certificate's answer (supabase/migrations/20261126000000_certificates_earned_and_verifiable.sql):
// the public fields of one certificate, or null. Apart from the fetch so tests can check the
// contract against the real RPC without the app's configuration.
import { z } from 'zod';
import { jsonCount, parseRpcResult } from '@/lib/rpc-json';
import type { Certificate } from '../utils/certificate';

export const verifiedCertificateSchema = z
  .object({
    verification_code: z.string().regex(/^TC-[0-9A-Z]{12}$/),
    holder_name: z.string().min(1),
    course_title: z.string().min(1),
    workload_minutes: jsonCount,
    syllabus: z.array(z.string()),
    issued_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    revoked_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    requirements: z.object({
      quizzes: z.boolean(),
      practice_exam: z.boolean(),
      watching: z.boolean(),
      exercises: z.boolean(),
    }),
    quiz_average_percent: jsonCount.nullable(),
    practice_exam_best_score: jsonCount.nullable(),
  })
  .nullable();

type VerifiedCertificateRow = NonNullable<z.output<typeof verifiedCertificateSchema>>;

export function certificateFromRow(row: VerifiedCertificateRow): Certificate {
  return {
    code: row.verification_code,
    holderName: row.holder_name,
    courseTitle: row.course_title,
    workloadMinutes: row.workload_minutes,
    syllabus: row.syllabus,
    issuedOn: row.issued_on,
    revokedOn: row.revoked_on,
    requirements: {
      quizzes: row.requirements.quizzes,
      practiceExam: row.requirements.practice_exam,
      watching: row.requirements.watching,
      exercises: row.requirements.exercises,
    },
    quizAveragePercent: row.quiz_average_percent,
    practiceExamBestScore: row.practice_exam_best_score,
  };
}

export function parseVerifiedCertificate(data: unknown): Certificate | null {
  const row = parseRpcResult('rpc/verify_certificate', verifiedCertificateSchema, data);
  return row ? certificateFromRow(row) : null;
}
