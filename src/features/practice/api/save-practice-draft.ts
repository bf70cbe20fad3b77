// Saves what the learner has typed so far (save_practice_draft): a reload or another device opens
// the exercise with it.
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';

export const savedDraftSchema = z.object({ updated_at: z.string() });
export type SavedDraft = z.output<typeof savedDraftSchema>;

export function savePracticeDraft(exerciseId: string, body: string): Promise<SavedDraft> {
  return callRpc('save_practice_draft', { p_exercise_id: exerciseId, p_body: body }, savedDraftSchema);
}
