// The answers (and, in the simulado, the review flags) of an open attempt, saved one by one as the
// person goes (save_exam_answer, save_quiz_answer), in order, the latest state of a question
// winning. What the screen says: saving, saved, or that a save failed (kept on screen and sent
// again with the next change or on delivery). The simulado also records the question on screen,
// in the same queue, so the attempt reopens on it. docs/assessments-ui.md.
import { useCallback, useEffect, useRef, useState } from 'react';
import { reasonCode } from '@/lib/errors/user-message';
import { saveExamAnswer, saveLastSeenQuestion } from '../api/save-exam-answer';
import { saveQuizAnswer } from '../api/save-quiz-answer';
import type { StartedExam } from '../api/start-practice-exam';
import type { StartedQuiz } from '../api/start-module-quiz';

export interface ExamAnswerState {
  optionIds: string[];
  flagged: boolean;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** What the save bar says for each state. */
export const saveStatusText: Record<SaveStatus, string> = {
  idle: 'Suas respostas são salvas automaticamente',
  saving: 'Salvando...',
  saved: 'Respostas salvas',
  failed: 'Não foi possível salvar a última resposta. Ela será enviada de novo.',
};

interface SavedAnswersOptions {
  attemptId: string;
  initial: readonly { question_id: string; option_ids: string[]; flagged?: boolean }[];
  save: (attemptId: string, questionId: string, state: ExamAnswerState) => Promise<unknown>;
  /** Records the question on screen (the simulado); failures are not shown. */
  saveSeen?: (attemptId: string, questionId: string) => Promise<unknown>;
  /** A save refused because the time ran out (the simulado). */
  onTimeOver?: () => void;
}

function useSavedAnswers({ attemptId, initial, save, saveSeen, onTimeOver }: SavedAnswersOptions) {
  const [answers, setAnswers] = useState<Record<string, ExamAnswerState>>(() =>
    Object.fromEntries(
      initial.map((answer) => [
        answer.question_id,
        { optionIds: answer.option_ids, flagged: answer.flagged ?? false },
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
          await save(attemptId, questionId, latest);
          setStatus(unsaved.current.size > 0 ? 'saving' : 'saved');
        } catch (error) {
          if (reasonCode(error) === 'exam_time_over') {
            timeOver.current?.();
            return;
          }
          // Kept to be sent again with the next change or before delivery.
          if (!unsaved.current.has(questionId)) unsaved.current.set(questionId, latest);
          setStatus('failed');
        }
      });
    },
    [attemptId, save],
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

  const seen = useCallback(
    (questionId: string) => {
      if (!saveSeen) return;
      queue.current = queue.current.then(async () => {
        try {
          await saveSeen(attemptId, questionId);
        } catch (error) {
          // Only the time running out matters here: the place is recorded again on the next move.
          if (reasonCode(error) === 'exam_time_over') timeOver.current?.();
        }
      });
    },
    [attemptId, saveSeen],
  );

  /** Waits for every save in flight, trying the failed ones once more. */
  const flush = useCallback(async () => {
    for (const id of unsaved.current.keys()) send(id);
    await queue.current;
  }, [send]);

  return { answers, update, status, flush, seen };
}

const saveExamState = (attemptId: string, questionId: string, state: ExamAnswerState) =>
  saveExamAnswer(attemptId, { questionId, ...state });

export function useExamAnswers(exam: StartedExam, onTimeOver: () => void) {
  return useSavedAnswers({
    attemptId: exam.attempt_id,
    initial: exam.answers,
    save: saveExamState,
    saveSeen: saveLastSeenQuestion,
    onTimeOver,
  });
}

const saveQuizState = (attemptId: string, questionId: string, state: ExamAnswerState) =>
  saveQuizAnswer(attemptId, questionId, state.optionIds);

export function useQuizAnswers(quiz: StartedQuiz) {
  return useSavedAnswers({ attemptId: quiz.attempt_id, initial: quiz.answers, save: saveQuizState });
}
