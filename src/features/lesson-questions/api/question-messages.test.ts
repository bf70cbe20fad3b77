import { describe, expect, it, vi } from 'vitest';
import { questionErrorMessage, questionMessages } from './question-messages';

describe('questionErrorMessage', () => {
  it('shows the hourly limit of the kind the database names', () => {
    expect(questionErrorMessage({ code: 'rate_limited', message: 'question_hourly_limit' })).toBe(
      'Você atingiu o limite de 10 perguntas por hora. Tente novamente mais tarde.',
    );
  });

  it("reads the database's reasons in the catalogue, the same texts as the forms'", () => {
    expect(questionErrorMessage({ code: 'P0001', message: 'question_title_too_long' })).toBe(
      questionMessages.titleTooLong,
    );
    expect(questionErrorMessage({ code: 'P0001', message: 'answer_body_required' })).toBe(
      questionMessages.answerRequired,
    );
    expect(questionErrorMessage({ code: 'P0001', message: 'cannot_vote_own_question' })).toBe(
      'Você não pode votar na sua própria pergunta.',
    );
  });

  it('falls back to the generic failure, logged', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(questionErrorMessage(new Error('network'))).toBe(questionMessages.failed);
    expect(questionErrorMessage(null)).toBe(questionMessages.failed);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
