import { describe, expect, it } from 'vitest';
import {
  clampPercent,
  courseButtonLabel,
  formatPercent,
  isCourseCompleted,
  lessonsCompletedLabel,
  nextStep,
} from './dashboard-data';

const lesson = { id: 'l2', title: 'Gradiente descendente', module_title: 'Fundamentos' };

describe('progress', () => {
  it('is a whole percent between 0 and 100, from numbers or numeric strings', () => {
    expect(clampPercent(29)).toBe(29);
    expect(clampPercent('42.6')).toBe(43);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(null)).toBe(0);
    expect(clampPercent('abc')).toBe(0);
    expect(formatPercent(16.7)).toBe('17%');
  });

  it("complete is the server's flag (every lesson done), never a percentage read here", () => {
    expect(isCourseCompleted({ completed: true })).toBe(true);
    expect(isCourseCompleted({ completed: false })).toBe(false);
    expect(nextStep({ progress: 100, completed: false, nextLesson: lesson })).toEqual({
      kind: 'lesson',
      lesson,
    });
    expect(courseButtonLabel({ progress: 100, completed: false })).toBe('Acessar Curso');
  });

  it('labels lessons completed of total, singular and plural', () => {
    expect(lessonsCompletedLabel(3, 7)).toBe('3 de 7 aulas concluídas');
    expect(lessonsCompletedLabel(0, 1)).toBe('0 de 1 aula concluída');
    expect(lessonsCompletedLabel(0, 0)).toBe('0 de 0 aulas concluídas');
    expect(lessonsCompletedLabel(9, 7)).toBe('7 de 7 aulas concluídas');
  });

  it("reads 'Acessar Curso' until complete, then 'Revisar Curso'", () => {
    expect(courseButtonLabel({ progress: 29, completed: false })).toBe('Acessar Curso');
    expect(courseButtonLabel({ progress: 100, completed: true })).toBe('Revisar Curso');
  });
});

describe('next lesson', () => {
  it('shows the next lesson while the course is not complete', () => {
    expect(nextStep({ progress: 29, completed: false, nextLesson: lesson })).toEqual({
      kind: 'lesson',
      lesson,
    });
  });

  it("shows 'Curso Concluído!' at 100%, even though the server names the first lesson then", () => {
    expect(nextStep({ progress: 100, completed: true, nextLesson: lesson })).toEqual({ kind: 'completed' });
  });

  it('shows nothing to open when the course has no lessons', () => {
    expect(nextStep({ progress: 0, completed: false, nextLesson: null })).toEqual({ kind: 'none' });
  });
});
