import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FollowedTrack } from '../utils/dashboard-data';
import { FollowedTracks, trackProgressLine } from './followed-tracks';

const track: FollowedTrack = {
  id: 't1',
  slug: 'arquiteto-de-solucoes-aws',
  title: 'Arquiteto(a) de Soluções AWS',
  targetRole: 'Arquiteto(a) de Soluções AWS',
  certificateCode: null,
  stepsDone: 3,
  stepsTotal: 5,
  percent: 71,
  hoursLeft: 18,
  completed: false,
  steps: [
    { position: 1, kind: 'course', courseTitle: 'Fundamentos', state: 'done', percent: 100, bestScore: null },
    { position: 2, kind: 'course', courseTitle: 'Redes', state: 'done', percent: 100, bestScore: null },
    { position: 3, kind: 'course', courseTitle: 'Azure', state: 'done', percent: 100, bestScore: null },
    {
      position: 4,
      kind: 'course',
      courseTitle: 'DevOps',
      state: 'in_progress',
      percent: 57,
      bestScore: null,
    },
    { position: 5, kind: 'exam', courseTitle: 'DevOps', state: 'todo', percent: 0, bestScore: null },
  ],
  nextStep: {
    kind: 'course',
    courseId: 'c4',
    courseSlug: 'devops',
    courseTitle: 'DevOps',
    lesson: { id: 'l9', title: 'Pipelines', positionSeconds: 42 },
  },
};

describe('followed tracks on the dashboard', () => {
  it("says '3 de 5 etapas concluídas · 71% · 18h restantes'", () => {
    expect(trackProgressLine(track)).toBe('3 de 5 etapas concluídas · 71% · 18h restantes');
    expect(trackProgressLine({ stepsDone: 5, stepsTotal: 5, percent: 100, hoursLeft: 0 })).toBe(
      '5 de 5 etapas concluídas · 100% · trilha concluída',
    );
  });

  it('a course at 57 % is not an empty bar: the bar counts it and each step says its state', () => {
    const started: FollowedTrack = {
      ...track,
      stepsDone: 0,
      stepsTotal: 3,
      percent: 19,
      hoursLeft: 26,
      steps: [
        {
          position: 1,
          kind: 'course',
          courseTitle: 'Fundamentos',
          state: 'in_progress',
          percent: 57,
          bestScore: null,
        },
        { position: 2, kind: 'course', courseTitle: 'Redes', state: 'todo', percent: 0, bestScore: null },
        { position: 3, kind: 'exam', courseTitle: 'Redes', state: 'todo', percent: 0, bestScore: null },
      ],
    };
    render(
      <MemoryRouter>
        <FollowedTracks tracks={[started]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('0 de 3 etapas concluídas · 19% · 26h restantes')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: `Progresso na trilha ${track.title}` })
        .getAttribute('aria-valuenow'),
    ).toBe('19');
    const steps = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-step-state'));
    expect(steps.map((item) => item.textContent)).toEqual([
      'FundamentosEm andamento · 57%',
      'RedesA fazer',
      'Simulado de RedesA fazer',
    ]);
  });

  it("has one 'Continuar' to the lesson to resume, and the simulado when that is next", () => {
    const { rerender } = render(
      <MemoryRouter>
        <FollowedTracks tracks={[track]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Continuar: Pipelines, em DevOps' }).getAttribute('href')).toBe(
      '/course/c4/lesson/l9?t=42',
    );
    rerender(
      <MemoryRouter>
        <FollowedTracks
          tracks={[{ ...track, nextStep: { ...track.nextStep!, kind: 'exam', lesson: null } }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Fazer o simulado de DevOps' }).getAttribute('href')).toBe(
      '/course/c4/simulado',
    );
  });
});
