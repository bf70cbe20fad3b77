import { describe, expect, it } from 'vitest';
import { questionErrorMessage, questionMessages } from './question-messages';

describe('questionErrorMessage', () => {
  it("shows the database's own message for the hourly limits", () => {
    const message = 'Você atingiu o limite de 10 perguntas por hora. Tente novamente mais tarde.';
    expect(questionErrorMessage({ code: 'rate_limited', message })).toBe(message);
  });

  it('maps the database reasons to pt-BR and falls back to a generic message', () => {
    expect(questionErrorMessage({ code: '42501', message: 'not_enrolled' })).toBe(
      questionMessages.notEnrolled,
    );
    expect(questionErrorMessage({ code: 'P0001', message: 'question_title_too_long' })).toBe(
      questionMessages.titleTooLong,
    );
    expect(questionErrorMessage({ code: 'P0001', message: 'cannot_vote_own_question' })).toBe(
      questionMessages.ownVote,
    );
    expect(questionErrorMessage(new Error('network'))).toBe(questionMessages.failed);
    expect(questionErrorMessage(null)).toBe(questionMessages.failed);
  });
});
