// What people read about questions and answers: the forms' rules, the confirmations and the
// generic failure; the database's refusals are read in the error catalogue (docs/errors.md).
import { userMessage } from '@/lib/errors/user-message';

export const QUESTION_TITLE_MAX = 150;
export const QUESTION_BODY_MAX = 5000;
export const ANSWER_BODY_MAX = 5000;

export const questionMessages = {
  titleRequired: 'Informe o título da pergunta',
  titleTooLong: 'O título deve ter no máximo 150 caracteres',
  bodyRequired: 'Descreva sua dúvida',
  bodyTooLong: 'A pergunta deve ter no máximo 5.000 caracteres',
  answerRequired: 'Escreva sua resposta',
  answerTooLong: 'A resposta deve ter no máximo 5.000 caracteres',
  notEnrolled: 'Inscreva-se no curso para participar das perguntas desta aula.',
  failed: 'Não foi possível salvar. Tente novamente.',
  asked: 'Pergunta publicada!',
  questionUpdated: 'Pergunta atualizada!',
  questionDeleted: 'Pergunta excluída.',
  answered: 'Resposta publicada!',
  answerUpdated: 'Resposta atualizada!',
  answerDeleted: 'Resposta excluída.',
  resolved: 'Pergunta marcada como resolvida!',
  reopened: 'Pergunta reaberta.',
  hidden: 'Ocultada para os alunos.',
  shown: 'Visível novamente.',
  solutionMarked: 'Resposta marcada como solução!',
  solutionUnmarked: 'A resposta não é mais a solução.',
} as const;

/** The catalogue's message for a failed question or answer call, else the generic failure. */
export function questionErrorMessage(error: unknown): string {
  return userMessage(error, questionMessages.failed);
}
