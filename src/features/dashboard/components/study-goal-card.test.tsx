import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StudyWeek } from '../utils/study-week';
import { StudyGoalCard } from './study-goal-card';

const dates = ['23', '24', '25', '26', '27', '28', '29'].map((day) => `2026-11-${day}`);

/** Two lessons marked complete on Thursday, none watched: the learner who saw '0 de 2 aulas'. */
const week: StudyWeek = {
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  today: '2026-11-26',
  goal: { kind: 'lessons', target: 2, since: '2026-11-23' },
  minutes: 0,
  lessons: 0,
  lessonsCompleted: 2,
  percent: 0,
  met: false,
  days: dates.map((date) => ({
    date,
    minutes: 0,
    lessons: 0,
    lessonsCompleted: date === '2026-11-26' ? 2 : 0,
  })),
  streak: { weeks: 0, frozenWeeks: [], freezeAvailable: true },
  points: { total: 0, thisWeek: 0 },
};

const renderCard = (value: StudyWeek) =>
  render(
    <MemoryRouter>
      <StudyGoalCard userId="u1" week={value} />
    </MemoryRouter>,
  );

describe('the goal card says what counts', () => {
  it('names the rule and the lessons only marked complete instead of an empty day', () => {
    renderCard(week);
    expect(screen.getByText('0 de 2 aulas')).toBeTruthy();
    expect(screen.getByText('O que conta:').parentElement?.textContent).toBe(
      'O que conta: aulas assistidas até o fim: marcar como concluída não conta.',
    );
    expect(
      screen.getByText(
        '2 aulas marcadas como concluídas nesta semana; nenhuma assistida até o fim. Para contar, assista ao vídeo da aula até o fim.',
      ),
    ).toBeTruthy();
    const days = screen.getByRole('list', { name: 'Seus dias nesta semana' });
    expect(days.textContent).toContain(
      'quinta-feira, 26/11 (hoje): 0 min · 2 aulas marcadas como concluídas sem assistir, não contam',
    );
    expect(days.textContent).toContain('segunda-feira, 23/11: sem estudo');
  });

  it('says nothing more when every completion counted, and the minutes rule for a goal in minutes', () => {
    renderCard({
      ...week,
      goal: { kind: 'minutes', target: 60, since: '2026-11-23' },
      minutes: 20,
      lessons: 1,
      lessonsCompleted: 1,
    });
    expect(screen.queryByText(/marcadas? como concluídas? nesta semana/)).toBeNull();
    expect(screen.getByText('O que conta:').parentElement?.textContent).toBe(
      'O que conta: minutos de vídeo assistidos: avançar o vídeo ou rever um trecho já assistido não conta.',
    );
  });
});
