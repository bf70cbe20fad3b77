// What people read about questions and answers: the forms' rules and the database's refusals.

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
  notFound: 'Esta pergunta não está mais disponível.',
  ownVote: 'Você não pode votar na sua própria pergunta.',
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
} as const;

const byDatabaseMessage: Record<string, string> = {
  question_title_required: questionMessages.titleRequired,
  question_title_too_long: questionMessages.titleTooLong,
  question_body_required: questionMessages.bodyRequired,
  question_body_too_long: questionMessages.bodyTooLong,
  answer_body_required: questionMessages.answerRequired,
  answer_body_too_long: questionMessages.answerTooLong,
  not_enrolled: questionMessages.notEnrolled,
  question_not_found: questionMessages.notFound,
  answer_not_found: questionMessages.notFound,
  lesson_not_found: questionMessages.notFound,
  cannot_vote_own_question: questionMessages.ownVote,
};

/**
 * The pt-BR text for an error of a question RPC. The hourly limits come with the database's own
 * Portuguese message ('Você atingiu o limite de 10 perguntas por hora. ...'), shown as it is.
 */
export function questionErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'rate_limited' && message) return message;
  return (message && byDatabaseMessage[message]) || questionMessages.failed;
}
