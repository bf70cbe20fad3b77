// What follows the end of the video: the panel over it and one announcement for screen readers.
import { useState, type RefObject } from 'react';
import { NEXT_LESSON_COUNTDOWN_SECONDS } from '../components/lesson-end';
import type { OutlineLesson } from '../utils/outline';

export function useLessonEnd(
  lesson: OutlineLesson,
  next: OutlineLesson | null,
  nextRef: RefObject<HTMLAnchorElement | null>,
) {
  // Keyed by lesson, so a new lesson never shows the previous one's end panel or announcement.
  const [endedLesson, setEndedLesson] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<{ lessonId: string; text: string } | null>(null);
  const ended = endedLesson === lesson.id;
  const announcement = announced?.lessonId === lesson.id ? announced.text : '';

  const onEnded = () => {
    setEndedLesson(lesson.id);
    setAnnounced({
      lessonId: lesson.id,
      text:
        next && !next.locked
          ? `Vídeo concluído. Próxima aula em ${NEXT_LESSON_COUNTDOWN_SECONDS} segundos: ${next.title}.`
          : 'Vídeo concluído.',
    });
  };

  const closeEndPanel = () => {
    setEndedLesson(null);
    setAnnounced(null);
    requestAnimationFrame(() => nextRef.current?.focus());
  };

  return { ended, announcement, onEnded, closeEndPanel };
}
