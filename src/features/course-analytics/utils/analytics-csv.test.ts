import { describe, expect, it } from 'vitest';
import type { CourseAnalytics } from '../api/get-course-analytics';
import { analyticsCsvFileName, funnelCsv, lessonsCsv, quizQuestionsCsv, stopAfterCsv } from './analytics-csv';

const analytics: CourseAnalytics = {
  course_id: 'c1',
  computed_at: '2026-11-26T10:00:00Z',
  funnel: { enrolled: 8, started: 6, progress_25: 4, progress_50: 3, progress_75: 2, completed: 1 },
  lessons: [
    {
      id: 'l1',
      position: 1,
      title: 'Boas-vindas; o que é nuvem',
      module_title: 'Fundamentos',
      reached: 6,
      watched_to_end: 5,
      reached_share: 0.75,
      watched_to_end_share: 0.625,
      stopped_after: 0,
    },
    {
      id: 'l2',
      position: 2,
      title: '=HYPERLINK("x")',
      module_title: 'Fundamentos',
      reached: 3,
      watched_to_end: 1,
      reached_share: 0.375,
      watched_to_end_share: 0.125,
      stopped_after: 2,
    },
  ],
  stop_after: [{ lesson_id: 'l2', position: 2, title: 'Regiões', learners: 2 }],
  questions: { total: 3, answered_by_teacher: 2, median_minutes_to_teacher_answer: 95.5 },
  quiz_questions: [
    {
      id: 'q1',
      prompt: 'Qual serviço guarda objetos?',
      module_id: 'm1',
      module_title: 'Fundamentos',
      in_practice_exam: false,
      answered: 3,
      correct: 1,
      correct_share: 1 / 3,
    },
    {
      id: 'q2',
      prompt: 'Nunca respondida',
      module_id: null,
      module_title: null,
      in_practice_exam: true,
      answered: 0,
      correct: 0,
      correct_share: null,
    },
  ],
};

const BOM = '\uFEFF';

describe('course analytics CSV files', () => {
  it('writes the funnel with each step’s share of the enrolled as a number', () => {
    expect(funnelCsv(analytics)).toBe(
      `${BOM}Etapa;Alunos;% dos matriculados\r\n` +
        'Matriculados;8;100\r\n' +
        'Começaram;6;75\r\n' +
        '25% do curso;4;50\r\n' +
        '50% do curso;3;37,5\r\n' +
        '75% do curso;2;25\r\n' +
        'Concluíram;1;12,5\r\n',
    );
  });

  it('writes one line per lesson, quoting separators and making formulas inert', () => {
    expect(lessonsCsv(analytics)).toBe(
      `${BOM}Posição;Módulo;Aula;Alcançaram;% alcançaram;Assistiram até o fim;% assistiram até o fim;` +
        'Pararam depois desta aula (14+ dias)\r\n' +
        '1;Fundamentos;"Boas-vindas; o que é nuvem";6;75;5;62,5;0\r\n' +
        `2;Fundamentos;"'=HYPERLINK(""x"")";3;37,5;1;12,5;2\r\n`,
    );
  });

  it('writes the stop-after lessons', () => {
    expect(stopAfterCsv(analytics)).toBe(`${BOM}Posição;Aula;Alunos parados há 14+ dias\r\n2;Regiões;2\r\n`);
  });

  it('writes each quiz question, leaving the share empty when nobody answered it', () => {
    expect(quizQuestionsCsv(analytics)).toBe(
      `${BOM}Questão;Onde;Respostas;Acertos;% de acerto\r\n` +
        'Qual serviço guarda objetos?;Fundamentos;3;1;33,3\r\n' +
        'Nunca respondida;Simulado;0;0;\r\n',
    );
  });

  it('names the file after the figure and the day', () => {
    expect(analyticsCsvFileName('aulas', '2026-11-26')).toBe('analise-aulas-2026-11-26.csv');
  });
});
