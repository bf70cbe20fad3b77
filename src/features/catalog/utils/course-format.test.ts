import { describe, expect, it } from 'vitest';
import {
  formatLessonCount,
  formatRating,
  formatStudents,
  formatTotalHours,
  summarize,
} from './course-format';

describe('course figures in pt-BR', () => {
  it('formats ratings with a decimal comma, from numbers or numeric strings', () => {
    expect(formatRating(4.8)).toBe('4,8');
    expect(formatRating('5')).toBe('5,0');
    expect(formatRating(null)).toBeNull();
  });

  it('counts students, hiding an empty count', () => {
    expect(formatStudents(1)).toBe('1 aluno');
    expect(formatStudents(1234)).toBe('1.234 alunos');
    expect(formatStudents('12')).toBe('12 alunos');
    expect(formatStudents(0)).toBeNull();
    expect(formatStudents(null)).toBeNull();
  });

  it('counts lessons', () => {
    expect(formatLessonCount(1)).toBe('1 aula');
    expect(formatLessonCount(12)).toBe('12 aulas');
    expect(formatLessonCount(null)).toBe('0 aulas');
  });

  it("formats total hours (step 0.5) the site's one way: 18h30, never 18,5h", () => {
    expect(formatTotalHours(24)).toBe('24h');
    expect(formatTotalHours('18.5')).toBe('18h30');
    expect(formatTotalHours(12.5)).toBe('12h30');
    expect(formatTotalHours(null)).toBeNull();
    expect(formatTotalHours(0)).toBeNull();
  });
});

describe('summarize', () => {
  it('keeps short texts and squeezes whitespace', () => {
    expect(summarize('  Aprenda   AWS. ')).toBe('Aprenda AWS.');
    expect(summarize(null)).toBeUndefined();
    expect(summarize('   ')).toBeUndefined();
  });

  it('cuts long texts on a word boundary with an ellipsis', () => {
    const text = 'palavra '.repeat(40);
    const summary = summarize(text, 50)!;
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('palavra…')).toBe(true);
  });
});
