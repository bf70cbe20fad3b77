// Sends the rows the browser already checked (import_assessment_questions): all or nothing. The
// database checks every row again and answers either how many it imported or its own row errors.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/rpc';
import { queryKeys } from '@/lib/query-keys';
import { jsonCount } from '@/lib/rpc-json';
import { KIND_IN_CSV, OPTION_LETTERS, type CsvRow } from '../utils/questions-csv';

const importAnswerSchema = z.union([
  z.object({ imported: jsonCount }),
  z.object({ errors: z.array(z.object({ row: jsonCount, message: z.string() })).min(1) }),
]);

export type ImportAnswer = z.output<typeof importAnswerSchema>;

/** A checked row as the import call takes it: the spreadsheet's columns, by name. */
export function importPayload(rows: CsvRow[]) {
  return rows.map((row) => ({
    row: row.row,
    modulo: row.module ?? '',
    dominio: row.domain,
    tipo: KIND_IN_CSV[row.kind],
    enunciado: row.prompt,
    opcoes: row.options.map((option) => option.text),
    corretas: row.options
      .map((option, index) => (option.isCorrect ? OPTION_LETTERS[index] : null))
      .filter((letter) => letter !== null),
    explicacao: row.explanation,
    aula: row.lesson ?? '',
    segundo: row.lessonSecond,
  }));
}

export async function importQuestions({ courseId, rows }: { courseId: string; rows: CsvRow[] }) {
  return callRpc(
    'import_assessment_questions',
    { p_course_id: courseId, p_rows: importPayload(rows) },
    importAnswerSchema,
  );
}

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: (answer, { courseId }) =>
      'imported' in answer
        ? queryClient.invalidateQueries({ queryKey: queryKeys.admin.assessments.course(courseId) })
        : undefined,
  });
}
