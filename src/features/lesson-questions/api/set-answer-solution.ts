// The course's teachers and administrators mark an answer as the question's solution, or remove
// the mark (set_answer_solution). Its author never does: the database refuses
// (solution_own_answer). The points it earns are the database's (docs/engagement.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { refreshAfterQuestion } from './refresh-after-question';

const solutionResultSchema = z.object({
  answer_id: z.string().min(1),
  question_id: z.string().min(1),
  is_solution: z.boolean(),
  /** true only when this call gave the answer's author the solution's points. */
  points_awarded: z.boolean(),
});

export type SolutionResult = z.output<typeof solutionResultSchema>;

export function setAnswerSolution(answerId: string, solution: boolean): Promise<SolutionResult> {
  return callRpc(
    'set_answer_solution',
    { p_answer_id: answerId, p_solution: solution },
    solutionResultSchema,
  );
}

export function useSetAnswerSolution(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerId, solution }: { answerId: string; solution: boolean }) =>
      setAnswerSolution(answerId, solution),
    // The points go to the answer's author, never to the marker: only the threads change here.
    onSuccess: () => refreshAfterQuestion(queryClient, userId),
  });
}
