import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LessonStudy } from '../api/lesson-study-schema';
import { LessonEndOverlay, LessonStudyStatus, showsStudyStatus } from './lesson-end';

const notWatched: LessonStudy = {
  counted: false,
  reason: 'lesson_not_watched',
  points: 0,
  pointsAwarded: false,
  countedAt: null,
  watchedSeconds: 12,
  neededSeconds: 54,
};

describe('the lesson end says whether the lesson counted', () => {
  it('over the video: the last lesson panel names a lesson that did not count', () => {
    render(
      <MemoryRouter>
        <LessonEndOverlay
          course={{ id: 'c1', slug: 'aws' }}
          next={null}
          courseCompleted={false}
          study={notWatched}
          onClose={() => {}}
        />
      </MemoryRouter>,
    );
    const panel = screen.getByRole('region', { name: 'Você chegou à última aula' });
    expect(panel.textContent).toContain('Esta aula não contou para a meta nem para os pontos');
  });

  it('under the video: why, with the seconds watched and needed', () => {
    render(<LessonStudyStatus study={notWatched} variant="page" />);
    expect(screen.getByText('Esta aula não contou para a meta nem para os pontos')).toBeTruthy();
    expect(
      screen.getByText(
        'Marcar como concluída não conta: conta a aula assistida até o fim. Você assistiu 0:12 de 0:54 necessários (90% do vídeo, sem avançar).',
        { exact: false },
      ),
    ).toBeTruthy();
  });

  it('shows the note when it matters: a completed lesson not counted, one just counted, any at the end', () => {
    expect(showsStudyStatus(null, true, true)).toBe(false);
    expect(showsStudyStatus(notWatched, true, false)).toBe(true);
    // Still being watched, not completed yet: nothing to say.
    expect(showsStudyStatus(notWatched, false, false)).toBe(false);
    expect(showsStudyStatus({ ...notWatched, reason: 'lesson_not_completed' }, true, false)).toBe(false);
    const counted = { ...notWatched, counted: true, reason: null, points: 10 };
    expect(showsStudyStatus({ ...counted, pointsAwarded: true }, true, false)).toBe(true);
    expect(showsStudyStatus(counted, true, false)).toBe(false);
    expect(showsStudyStatus(counted, true, true)).toBe(true);
  });
});
