// The whole bank in the CSV's columns (export_assessment_questions, in bank order), written as the
// file a teacher opens in a spreadsheet.
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { CSV_COLUMNS, writeQuestionsCsv, type CsvColumn, type CsvRecord } from '../utils/questions-csv';

const field = z
  .string()
  .nullable()
  .transform((value) => value ?? '');

const exportRowSchema = z.object(
  Object.fromEntries(CSV_COLUMNS.map((column) => [column, field])) as Record<CsvColumn, typeof field>,
);

export async function exportQuestionsCsv(courseId: string): Promise<string> {
  const records: CsvRecord[] = await callRpc(
    'export_assessment_questions',
    { p_course_id: courseId },
    z.array(exportRowSchema),
  );
  return writeQuestionsCsv(records);
}
