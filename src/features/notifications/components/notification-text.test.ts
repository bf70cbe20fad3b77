import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../api/list-notifications';
import { notificationText } from './notifications-list';

const base: AppNotification = {
  id: 'n1',
  kind: 'question_answered',
  created_at: '2026-11-26T12:00:00+00:00',
  read_at: null,
  by_teacher: true,
  question: { id: 'q1', title: 'Como criar um bucket?' },
  lesson: { id: 'l1', title: 'S3' },
  course: { id: 'c1', title: 'AWS' },
};

describe('notificationText', () => {
  it('names who answered and the question', () => {
    expect(notificationText(base)).toBe('O professor respondeu sua pergunta “Como criar um bucket?”');
    expect(notificationText({ ...base, by_teacher: false })).toBe(
      'Sua pergunta “Como criar um bucket?” recebeu uma resposta',
    );
    expect(notificationText({ ...base, kind: 'new_question', by_teacher: null })).toBe(
      'Nova pergunta em AWS: “Como criar um bucket?”',
    );
  });
});
