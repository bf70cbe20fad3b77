import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { questionThreadQueryOptions } from './get-question-thread';
import { lessonQuestionsQueryOptions } from './list-lesson-questions';

const me = 'user-1';
const cached = {
  recent: lessonQuestionsQueryOptions(me, 'lesson-1', 'recentes', 1).queryKey,
  voted: lessonQuestionsQueryOptions(me, 'lesson-1', 'votadas', 2).queryKey,
  thread: questionThreadQueryOptions(me, 'question-1', 1).queryKey,
  othersList: lessonQuestionsQueryOptions('user-2', 'lesson-1', 'recentes', 1).queryKey,
};

describe("the questions' keys", () => {
  it("every list and thread the person has seen sits below their questions root, nobody else's", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.questions.all(me))).toEqual(
      ['recent', 'thread', 'voted'].sort(),
    );
  });
});
