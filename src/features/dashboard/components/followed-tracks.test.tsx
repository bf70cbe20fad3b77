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
  hoursLeft: 18,
  completed: false,
  nextStep: {
    kind: 'course',
    courseId: 'c4',
    courseSlug: 'devops',
    courseTitle: 'DevOps',
    lesson: { id: 'l9', title: 'Pipelines', positionSeconds: 42 },
  },
};

describe('followed tracks on the dashboard', () => {
  it("says '3 de 5 etapas · 18h restantes'", () => {
    expect(trackProgressLine(track)).toBe('3 de 5 etapas · 18h restantes');
    expect(trackProgressLine({ stepsDone: 5, stepsTotal: 5, hoursLeft: 0 })).toBe(
      '5 de 5 etapas · trilha concluída',
    );
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
