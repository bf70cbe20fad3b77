// Sends a file the browser already checked (import_practice_exercises): the database resolves the
// lesson titles within the course and adds every exercise, unpublished and unverified.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import type { Json } from '@/lib/database.types';
import { jsonCount } from '@/lib/rpc-json';
import type { PracticeFile } from '../utils/practice-file';
import { practiceAuthoringKey } from './keys';

const importAnswerSchema = z.object({ imported: jsonCount });

export async function importPracticeFile({ courseId, file }: { courseId: string; file: PracticeFile }) {
  return callRpc(
    'import_practice_exercises',
    { p_course_id: courseId, p_file: file as unknown as Json },
    importAnswerSchema,
  );
}

export function useImportPracticeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPracticeFile,
    onSuccess: (_, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: practiceAuthoringKey(courseId) }),
  });
}
