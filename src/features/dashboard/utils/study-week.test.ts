import { describe, expect, it } from 'vitest';
import {
  dayActivity,
  GOAL_COUNTS,
  markedLessonsNote,
  pointsLabel,
  streakLabel,
  studyGoalFormSchema,
  weekProgressLabel,
} from './study-week';

const errorOf = (values: { kind: string; target: string }) => {
  const result = studyGoalFormSchema.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('the weekly goal form', () => {
  it('accepts the limits of each unit and gives numbers', () => {
    expect(studyGoalFormSchema.parse({ kind: 'minutes', target: ' 10 ' })).toEqual({
      kind: 'minutes',
      target: 10,
    });
    expect(studyGoalFormSchema.parse({ kind: 'minutes', target: '3000' })).toEqual({
      kind: 'minutes',
      target: 3000,
    });
    expect(studyGoalFormSchema.parse({ kind: 'lessons', target: '1' })).toEqual({
      kind: 'lessons',
      target: 1,
    });
    expect(studyGoalFormSchema.parse({ kind: 'lessons', target: '100' })).toEqual({
      kind: 'lessons',
      target: 100,
    });
  });

  it('refuses what the database would refuse, in pt-BR', () => {
    expect(errorOf({ kind: 'minutes', target: '' })).toEqual(['Informe a meta da semana.']);
    expect(errorOf({ kind: 'minutes', target: '9' })).toEqual(['Use de 10 a 3.000 minutos por semana.']);
    expect(errorOf({ kind: 'minutes', target: '3001' })).toEqual(['Use de 10 a 3.000 minutos por semana.']);
    expect(errorOf({ kind: 'lessons', target: '0' })).toEqual(['Use de 1 a 100 aulas por semana.']);
    expect(errorOf({ kind: 'lessons', target: '101' })).toEqual(['Use de 1 a 100 aulas por semana.']);
    expect(errorOf({ kind: 'lessons', target: '2,5' })).toEqual(['Use um número inteiro.']);
    expect(errorOf({ kind: 'hours', target: '5' })).toEqual(['Escolha minutos ou aulas.']);
  });
});

describe('the goal card texts', () => {
  it("says the week's progress in the goal's unit", () => {
    expect(
      weekProgressLabel({ goal: { kind: 'minutes', target: 120, since: 'x' }, minutes: 35, lessons: 2 }),
    ).toBe('35 de 120 minutos');
    expect(
      weekProgressLabel({ goal: { kind: 'lessons', target: 1, since: 'x' }, minutes: 35, lessons: 0 }),
    ).toBe('0 de 1 aula');
    expect(weekProgressLabel({ goal: null, minutes: 35, lessons: 2 })).toBeNull();
  });

  it('says the streak and the points in pt-BR', () => {
    expect([0, 1, 4].map(streakLabel)).toEqual([
      'Nenhuma semana seguida ainda',
      '1 semana seguida',
      '4 semanas seguidas',
    ]);
    expect([0, 1, 1240].map(pointsLabel)).toEqual(['0 pontos', '1 ponto', '1.240 pontos']);
  });
});

describe('what counts for the goal', () => {
  it('says it per unit', () => {
    expect(GOAL_COUNTS.lessons).toBe('aulas assistidas até o fim: marcar como concluída não conta');
    expect(GOAL_COUNTS.minutes).toBe(
      'minutos de vídeo assistidos: avançar o vídeo ou rever um trecho já assistido não conta',
    );
  });

  it('names a day with lessons only marked complete instead of calling it a day without study', () => {
    const day = { date: '2026-11-26', minutes: 0, lessons: 0, lessonsCompleted: 0 };
    expect(dayActivity(day)).toBe('sem estudo');
    expect(dayActivity({ ...day, lessonsCompleted: 2 })).toBe(
      '0 min · 2 aulas marcadas como concluídas sem assistir, não contam',
    );
    expect(dayActivity({ ...day, minutes: 3, lessonsCompleted: 1 })).toBe(
      '3 min · 1 aula marcada como concluída sem assistir, não conta',
    );
    expect(dayActivity({ ...day, minutes: 20, lessons: 1, lessonsCompleted: 1 })).toBe(
      '20 min · 1 aula assistida até o fim',
    );
  });

  it('tells how many of the lessons marked complete this week the goal counted', () => {
    expect(markedLessonsNote({ lessons: 0, lessonsCompleted: 2 })).toBe(
      '2 aulas marcadas como concluídas nesta semana; nenhuma assistida até o fim.',
    );
    expect(markedLessonsNote({ lessons: 1, lessonsCompleted: 3 })).toBe(
      '3 aulas marcadas como concluídas nesta semana; 1 assistida até o fim.',
    );
    expect(markedLessonsNote({ lessons: 2, lessonsCompleted: 2 })).toBeNull();
  });
});
