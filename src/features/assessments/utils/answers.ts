// The options a person chose, by question, and the rules of choosing: one option for a
// single-choice question, up to N ('Escolha N') for a multiple-choice one.

/** Chosen option ids by question id. */
export type ChosenAnswers = Record<string, string[]>;

export interface ChoosableQuestion {
  id: string;
  kind: 'single' | 'multiple';
  choose: number;
}

/**
 * The options chosen after a click on one: a single-choice question takes the new option; a
 * multiple-choice one adds or removes it, never beyond N (the click past N is ignored, and the
 * screen says 'Escolha N').
 */
export function toggleOption(
  question: ChoosableQuestion,
  chosen: readonly string[],
  optionId: string,
): string[] {
  if (question.kind === 'single') return [optionId];
  if (chosen.includes(optionId)) return chosen.filter((id) => id !== optionId);
  if (chosen.length >= question.choose) return [...chosen];
  return [...chosen, optionId];
}

/** Answered: an option for a single-choice question, exactly N for a multiple-choice one. */
export function isAnswered(question: ChoosableQuestion, chosen: readonly string[] | undefined): boolean {
  const count = chosen?.length ?? 0;
  return question.kind === 'single' ? count === 1 : count === question.choose;
}

export function answeredCount(questions: readonly ChoosableQuestion[], answers: ChosenAnswers): number {
  return questions.filter((question) => isAnswered(question, answers[question.id])).length;
}

/** 'Escolha 1 opção' / 'Escolha 2 opções'. */
export function chooseLabel(question: ChoosableQuestion): string {
  return question.kind === 'single' ? 'Escolha 1 opção' : `Escolha ${question.choose} opções`;
}
