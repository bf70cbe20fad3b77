// The learner's text as they type it, saved as a draft (save_practice_draft) once typing pauses
// (DRAFT_DELAY_MS), one save at a time, the latest text winning. A failed save keeps the text on
// screen, says so, and is tried again with the next change; leaving the screen sends what is not
// saved yet. The exercise read in the cache is given the text too, so coming back (after 'Rever na
// aula') opens the editor where the learner left it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { practiceExerciseQueryOptions, type PracticeExercise } from '../api/get-practice-exercise';
import { MAX_BODY_LENGTH } from '../api/practice-schemas';
import { savePracticeDraft } from '../api/save-practice-draft';

export const DRAFT_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** The discreet status beside the editor ('' while nothing needs saying). */
export const draftStatusText: Record<DraftStatus, string> = {
  idle: '',
  pending: '',
  saving: 'Salvando rascunho...',
  saved: 'Rascunho salvo',
  failed: 'Não foi possível salvar o rascunho',
};

interface DraftOptions {
  userId: string;
  courseId: string;
  exercise: PracticeExercise;
  /** The save itself (savePracticeDraft; a test's stand-in). */
  save?: (exerciseId: string, body: string) => Promise<{ updated_at: string }>;
}

export function usePracticeDraft({ userId, courseId, exercise, save = savePracticeDraft }: DraftOptions) {
  const queryClient = useQueryClient();
  const exerciseId = exercise.id;
  const initial = exercise.draft?.body ?? exercise.starter;
  const [status, setStatus] = useState<DraftStatus>('idle');
  const body = useRef(initial);
  const saved = useRef(initial);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  const remember = useCallback(
    (text: string, updatedAt?: string) =>
      queryClient.setQueryData<PracticeExercise>(
        practiceExerciseQueryOptions(userId, courseId, exerciseId).queryKey,
        (cached) =>
          cached
            ? {
                ...cached,
                draft: {
                  body: text,
                  updated_at: updatedAt ?? cached.draft?.updated_at ?? new Date().toISOString(),
                },
              }
            : cached,
      ),
    [queryClient, userId, courseId, exerciseId],
  );

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    // One save at a time: the one in flight finishes, then the latest text goes.
    while (inFlight.current) await inFlight.current;
    const text = body.current;
    if (text === saved.current || text.length > MAX_BODY_LENGTH) {
      if (mounted.current) setStatus((current) => (current === 'pending' ? 'saved' : current));
      return;
    }
    if (mounted.current) setStatus('saving');
    const run = save(exerciseId, text).then(
      (answer) => {
        saved.current = text;
        remember(text, answer.updated_at);
        if (mounted.current) setStatus(body.current === text ? 'saved' : 'pending');
      },
      () => {
        // The text stays in the editor; the next change tries again.
        if (mounted.current) setStatus('failed');
      },
    );
    inFlight.current = run.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, [exerciseId, remember, save]);

  const change = useCallback(
    (text: string) => {
      body.current = text;
      setStatus((current) => (current === 'failed' ? current : 'pending'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        void flush();
      }, DRAFT_DELAY_MS);
    },
    [flush],
  );

  // Leaving the screen: what is not saved yet goes now, and the cache keeps it for the way back.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (body.current !== saved.current) {
        remember(body.current);
        void flush();
      }
    };
  }, [flush, remember]);

  return { initial, status, change, flush, current: () => body.current };
}
