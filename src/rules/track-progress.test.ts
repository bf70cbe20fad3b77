import { describe, expect, it } from 'vitest';
import { trackProgressSummary, trackStepStateOf, trackStepStatusText } from './track-progress';

describe('a person on a track', () => {
  it("a course step says its own state and percent: 'Em andamento · 57%', 'Concluída', 'A fazer'", () => {
    expect(trackStepStatusText({ kind: 'course', state: 'in_progress', percent: 57, bestScore: null })).toBe(
      'Em andamento · 57%',
    );
    expect(trackStepStatusText({ kind: 'course', state: 'done', percent: 100, bestScore: null })).toBe(
      'Concluída',
    );
    expect(trackStepStatusText({ kind: 'course', state: 'todo', percent: 0, bestScore: null })).toBe(
      'A fazer',
    );
  });

  it('a simulado in progress says its best score, not a percent', () => {
    expect(trackStepStatusText({ kind: 'exam', state: 'in_progress', percent: 0, bestScore: 640 })).toBe(
      'Em andamento · melhor nota 640',
    );
    expect(trackStepStatusText({ kind: 'exam', state: 'in_progress', percent: 0, bestScore: null })).toBe(
      'Em andamento',
    );
  });

  it("the track's line counts partial progress: '0 de 3 etapas concluídas · 19%'", () => {
    expect(trackProgressSummary({ stepsDone: 0, stepsTotal: 3, percent: 19 })).toBe(
      '0 de 3 etapas concluídas · 19%',
    );
    expect(trackProgressSummary({ stepsDone: 1, stepsTotal: 1, percent: 100 })).toBe(
      '1 de 1 etapa concluída · 100%',
    );
  });

  it('an unknown state reads as to do', () => {
    expect(trackStepStateOf('in_progress')).toBe('in_progress');
    expect(trackStepStateOf('whatever')).toBe('todo');
    expect(trackStepStateOf(null)).toBe('todo');
  });
});
