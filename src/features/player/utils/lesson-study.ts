// What the lesson end says about the weekly goal and the points: the database decides whether the
// lesson counted and, when not, answers a reason code (docs/engagement.md, 'Whether a lesson
// counted'); this maps each code to its pt-BR text, as the error catalogue does for refusals
// (docs/errors.md).
import { formatDate } from '@/utils/format-date';
import { formatClock } from '@/utils/format';
import type { LessonStudy, LessonStudyReason } from '../api/lesson-study-schema';

export type LessonStudyTone = 'counted' | 'not_counted';

export interface LessonStudyNote {
  tone: LessonStudyTone;
  title: string;
  text: string;
}

/** Why a lesson did not count, per reason code: the title, and the text with the seconds. */
export const LESSON_STUDY_MESSAGES: Record<
  LessonStudyReason,
  { title: string; text: (study: LessonStudy) => string }
> = {
  lesson_not_watched: {
    title: 'Esta aula não contou para a meta nem para os pontos',
    text: (study) =>
      `Marcar como concluída não conta: conta a aula assistida até o fim. Você assistiu ${formatClock(study.watchedSeconds)} de ${formatClock(study.neededSeconds)} necessários (90% do vídeo, sem avançar).`,
  },
  lesson_not_completed: {
    title: 'Falta marcar a aula como concluída',
    text: () => 'Você já assistiu o suficiente: ela conta para a meta e vale pontos assim que for concluída.',
  },
};

/** The lesson end's note for the study answer the database gave. */
export function lessonStudyNote(study: LessonStudy): LessonStudyNote {
  if (study.counted) {
    if (study.pointsAwarded) {
      return {
        tone: 'counted',
        title: 'Aula assistida até o fim',
        text: `Contou para a sua meta da semana: +${study.points} pontos.`,
      };
    }
    const day = formatDate(study.countedAt);
    return {
      tone: 'counted',
      title: 'Esta aula já contou',
      text: `Ela contou para a sua meta e seus pontos${day ? ` em ${day}` : ''}; assistir de novo não conta outra vez.`,
    };
  }
  const message = LESSON_STUDY_MESSAGES[study.reason ?? 'lesson_not_watched'];
  return { tone: 'not_counted', title: message.title, text: message.text(study) };
}
