import { describe, expect, it } from 'vitest';
import { answerFormSchema } from './answer-form-schema';
import { questionMessages } from './question-messages';
import { questionFormSchema } from './question-form-schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('question and answer forms', () => {
  it('require a title and a text, within the database limits', () => {
    expect(messages(questionFormSchema.safeParse({ title: '  ', body: '\n' }))).toEqual([
      questionMessages.titleRequired,
      questionMessages.bodyRequired,
    ]);
    expect(
      messages(questionFormSchema.safeParse({ title: 'x'.repeat(151), body: 'y'.repeat(5001) })),
    ).toEqual([questionMessages.titleTooLong, questionMessages.bodyTooLong]);
    expect(questionFormSchema.parse({ title: ' Dúvida ', body: ' Texto\n' })).toEqual({
      title: 'Dúvida',
      body: 'Texto',
    });
  });

  it('require an answer of at most 5 000 characters', () => {
    expect(messages(answerFormSchema.safeParse({ body: ' ' }))).toEqual([questionMessages.answerRequired]);
    expect(messages(answerFormSchema.safeParse({ body: 'x'.repeat(5001) }))).toEqual([
      questionMessages.answerTooLong,
    ]);
    expect(answerFormSchema.parse({ body: 'x'.repeat(5000) }).body).toHaveLength(5000);
  });
});
