// Sends the rows the browser already checked (import_assessment_questions): all or nothing. The
// database checks every row again and answers either how many it imported or its own row errors
// (lines counted as in the file: the header is line 1).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonCount } from '@/lib/rpc-json';
import type { CsvRow } from '../utils/questions-csv';
import { assessmentsKey } from './keys';

const importAnswerSchema = z.union([
  z.object({ imported: jsonCount }),
  z.object({ errors: z.array(z.object({ row: jsonCount, message: z.string() })).min(1) }),
]);

export type ImportAnswer = z.output<typeof importAnswerSchema>;

export async function importQuestions({ courseId, rows }: { courseId: string; rows: CsvRow[] }) {
  return callRpc(
    'import_assessment_questions',
    { p_course_id: courseId, p_rows: rows.map((row) => row.record) },
    importAnswerSchema,
  );
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: (answer, { courseId }) =>
      'imported' in answer
        ? queryClient.invalidateQueries({ queryKey: assessmentsKey(courseId) })
        : undefined,
  });
}
