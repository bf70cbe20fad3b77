import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LESSON_STUDY_REASONS, type LessonStudy } from '../api/lesson-study-schema';
import { LESSON_STUDY_MESSAGES, lessonStudyNote } from './lesson-study';

const notWatched: LessonStudy = {
  counted: false,
  reason: 'lesson_not_watched',
  points: 0,
  pointsAwarded: false,
  countedAt: null,
  watchedSeconds: 30,
  neededSeconds: 487,
};

describe('the lesson end says whether the lesson counted', () => {
  it('marked complete without watching: it did not count, and why, with the seconds', () => {
    expect(lessonStudyNote(notWatched)).toEqual({
      tone: 'not_counted',
      title: 'Esta aula não contou para a meta nem para os pontos',
      text: 'Marcar como concluída não conta: conta a aula assistida até o fim. Você assistiu 0:30 de 8:07 necessários (90% do vídeo, sem avançar).',
    });
  });

  it('watched, not yet completed: says what is missing', () => {
    expect(lessonStudyNote({ ...notWatched, reason: 'lesson_not_completed', watchedSeconds: 600 })).toEqual({
      tone: 'not_counted',
      title: 'Falta marcar a aula como concluída',
      text: 'Você já assistiu o suficiente: ela conta para a meta e vale pontos assim que for concluída.',
    });
  });

  it('counted now: the points; counted before: when, and that it does not count again', () => {
    const counted = { ...notWatched, counted: true, reason: null, points: 10, watchedSeconds: 600 };
    expect(lessonStudyNote({ ...counted, pointsAwarded: true, countedAt: '2026-11-26T13:00:00Z' })).toEqual({
      tone: 'counted',
      title: 'Aula assistida até o fim',
      text: 'Contou para a sua meta da semana: +10 pontos.',
    });
    expect(lessonStudyNote({ ...counted, countedAt: '2026-11-24T02:00:00Z' })).toEqual({
      tone: 'counted',
      title: 'Esta aula já contou',
      text: 'Ela contou para a sua meta e seus pontos em 23/11/2026; assistir de novo não conta outra vez.',
    });
  });
});

describe('the reason codes', () => {
  it('are the codes the database answers, each with its text', () => {
    const root = path.resolve(import.meta.dirname, '../../../..');
    const folder = path.join(root, 'supabase/migrations');
    const sql = readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      .join('\n');
    const body = /function private\.lesson_study_json[\s\S]*?\$\$([\s\S]*?)\$\$/.exec(sql)?.[1] ?? '';
    const codes = [...body.matchAll(/then '([a-z_]+)'|else '([a-z_]+)'/g)].map(
      (match) => match[1] ?? match[2],
    );
    expect(new Set(codes)).toEqual(new Set(LESSON_STUDY_REASONS));
    expect(Object.keys(LESSON_STUDY_MESSAGES).sort()).toEqual([...LESSON_STUDY_REASONS].sort());
  });
});
