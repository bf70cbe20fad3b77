// verify_track_certificate's answer (docs/tracks.md): the public fields of one track certificate,
// or null — read into the same Certificate the page, the PDF, the QR code and LinkedIn use, with
// the track's courses (and their hours) as the list.
import { z } from 'zod';
import { jsonCount } from '@/lib/rpc-json';
import { formatHours } from '@/utils/format';
import type { Certificate } from '../utils/certificate';

export const verifiedTrackCertificateSchema = z
  .object({
    verification_code: z.string().regex(/^TC-[0-9A-Z]{12}$/),
    holder_name: z.string().min(1),
    track_title: z.string().min(1),
    target_role: z.string(),
    exam_code: z.string().nullable(),
    workload_minutes: jsonCount,
    courses: z.array(z.object({ title: z.string(), workload_minutes: jsonCount })),
    practice_exam_best_score: jsonCount.nullable(),
    issued_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .nullable();

type VerifiedTrackCertificateRow = NonNullable<z.output<typeof verifiedTrackCertificateSchema>>;

/** 'Fundamentos de AWS — 12h': a course of the track as its certificate lists it. */
export const trackCourseLine = (course: { title: string; workload_minutes: number }) =>
  `${course.title} — ${formatHours(course.workload_minutes)}`;

export function trackCertificateFromRow(row: VerifiedTrackCertificateRow): Certificate {
  return {
    code: row.verification_code,
    holderName: row.holder_name,
    courseTitle: row.track_title,
    workloadMinutes: row.workload_minutes,
    syllabus: row.courses.map(trackCourseLine),
    issuedOn: row.issued_on,
    revokedOn: null,
    requirements: { quizzes: false, practiceExam: row.practice_exam_best_score !== null, watching: false },
    quizAveragePercent: null,
    practiceExamBestScore: row.practice_exam_best_score,
    track: { targetRole: row.target_role, examCode: row.exam_code },
  };
}
