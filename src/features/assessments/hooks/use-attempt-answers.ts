// The simulado's answers and review flags, saved one by one as the person goes (save_exam_answer),
// in order, the latest state of a question winning. What the screen says: saving, saved, or that a
// save failed (kept on screen and sent again with the next change or on delivery).
import { useCallback, useEffect, useRef, useState } from 'react';
import { reasonCode } from '@/lib/errors/user-message';
import { saveExamAnswer } from '../api/save-exam-answer';
import type { StartedExam } from '../api/start-practice-exam';

export interface ExamAnswerState {
  optionIds: string[];
  flagged: boolean;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export function useExamAnswers(exam: StartedExam, onTimeOver: () => void) {
  const [answers, setAnswers] = useState<Record<string, ExamAnswerState>>(() =>
    Object.fromEntries(
      exam.answers.map((answer) => [
        answer.question_id,
        { optionIds: answer.option_ids, flagged: answer.flagged },
      ]),
    ),
  );
  const [status, setStatus] = useState<SaveStatus>('idle');
  const queue = useRef<Promise<void>>(Promise.resolve());
  const unsaved = useRef(new Map<string, ExamAnswerState>());
  const timeOver = useRef(onTimeOver);
  useEffect(() => {
    timeOver.current = onTimeOver;
  });

  const send = useCallback(
    (questionId: string) => {
      queue.current = queue.current.then(async () => {
        const latest = unsaved.current.get(questionId);
        if (!latest) return;
        unsaved.current.delete(questionId);
        setStatus('saving');
        try {
          await saveExamAnswer(exam.attempt_id, { questionId, ...latest });
          setStatus(unsaved.current.size > 0 ? 'saving' : 'saved');
        } catch (error) {
          if (reasonCode(error) === 'exam_time_over') {
            timeOver.current();
            return;
          }
          // Kept to be sent again with the next change or before delivery.
          if (!unsaved.current.has(questionId)) unsaved.current.set(questionId, latest);
          setStatus('failed');
        }
      });
    },
    [exam.attempt_id],
  );

  const latestAnswers = useRef(answers);
  const update = useCallback(
    (questionId: string, change: Partial<ExamAnswerState>) => {
      const next = { optionIds: [], flagged: false, ...latestAnswers.current[questionId], ...change };
      latestAnswers.current = { ...latestAnswers.current, [questionId]: next };
      setAnswers(latestAnswers.current);
      unsaved.current.set(questionId, next);
      send(questionId);
    },
    [send],
  );

  /** Waits for every save in flight, trying the failed ones once more. */
  const flush = useCallback(async () => {
    for (const id of unsaved.current.keys()) send(id);
    await queue.current;
  }, [send]);

  return { answers, update, status, flush };
}
