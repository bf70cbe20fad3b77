import { describe, expect, it } from 'vitest';
import { schoolWeeksCsv, schoolWeeksFileName, weekLabel } from './school-weeks';

const week = (start: string, end: string, revenue: number) => ({
  week_start: start,
  week_end: end,
  active_learners: 830,
  sign_ups: 120,
  enrollments: 310,
  completions: 44,
  certificates: 40,
  revenue,
  computed_at: '2026-11-26T10:00:00Z',
});

describe('school weeks', () => {
  it('names a week by its Monday and Sunday', () => {
    expect(weekLabel(week('2026-11-23', '2026-11-29', 0))).toBe('23/11 a 29/11');
  });

  it('exports every week with every figure, amounts with a decimal comma', () => {
    expect(
      schoolWeeksCsv([week('2026-11-16', '2026-11-22', 12870.5), week('2026-11-23', '2026-11-29', 0)]),
    ).toBe(
      '\uFEFFInício da semana;Fim da semana;Alunos ativos;Cadastros;Matrículas;Conclusões de curso;' +
        'Certificados emitidos;Receita\r\n' +
        '16/11/2026;22/11/2026;830;120;310;44;40;12870,5\r\n' +
        '23/11/2026;29/11/2026;830;120;310;44;40;0\r\n',
    );
  });

  it('names the file after the day', () => {
    expect(schoolWeeksFileName('2026-11-26')).toBe('semanas-2026-11-26.csv');
  });
});
