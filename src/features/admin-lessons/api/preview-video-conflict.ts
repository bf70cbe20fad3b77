// The database refuses a free preview lesson that plays the video of a paid lesson of the same
// course, in either direction (P0001 preview_video_shared; docs/rules/lessons.md). This names the
// other lesson for the admin, from the course content already on screen.
import { reasonCode } from '@/lib/errors/user-message';
import { getVideoEmbed } from '@/utils/video';
import type { AdminModule } from './get-course-content';

export function isPreviewVideoShared(error: unknown): boolean {
  return reasonCode(error) === 'preview_video_shared';
}

/** The same video whatever the link form or start time: provider and id. */
export function videoKey(url: string): string | null {
  const embed = getVideoEmbed(url);
  return embed ? `${embed.provider}:${embed.videoId.replace(/^0+(?=\d)/, '')}` : null;
}

interface SavedLesson {
  /** null for a new lesson. */
  id: string | null;
  video_url: string;
  is_preview: boolean;
}

/** The pt-BR explanation shown under 'URL do vídeo' when the database refused the lesson. */
export function previewVideoSharedMessage(lesson: SavedLesson, modules: AdminModule[]): string {
  const key = videoKey(lesson.video_url);
  const other = modules
    .flatMap((module) => module.lessons)
    .find(
      (candidate) =>
        candidate.id !== lesson.id &&
        candidate.is_preview !== lesson.is_preview &&
        key !== null &&
        videoKey(candidate.video_url) === key,
    );
  if (lesson.is_preview) {
    return other
      ? `Este vídeo também está na aula paga "${other.title}". Uma aula gratuita precisa de um vídeo só dela; senão, quem não comprou o curso assistiria à aula paga.`
      : 'Este vídeo também está em uma aula paga deste curso. Uma aula gratuita precisa de um vídeo só dela; senão, quem não comprou o curso assistiria à aula paga.';
  }
  return other
    ? `Este vídeo é o da aula gratuita "${other.title}", que qualquer pessoa assiste. Use outro vídeo nesta aula paga.`
    : 'Este vídeo é o de uma aula gratuita deste curso, que qualquer pessoa assiste. Use outro vídeo nesta aula paga.';
}
