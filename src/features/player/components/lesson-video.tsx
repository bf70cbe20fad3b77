import { getVideoEmbed } from '@/utils/video';
import { VideoOffIcon } from './icons';

/**
 * The lesson's video in an iframe from one of the two allowed embed origins (security.md), or a
 * clear message when the stored link is not a YouTube or Vimeo video.
 */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const embed = getVideoEmbed(url);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-2xl bg-slate-900 shadow-sm">
      {embed ? (
        <iframe
          // A new element per video: the previous lesson's player never lingers.
          key={embed.embedUrl}
          src={embed.embedUrl}
          title={`Vídeo da aula: ${title}`}
          className="h-full w-full border-0"
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div
          role="note"
          className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center text-white"
        >
          <VideoOffIcon width={36} height={36} className="text-slate-300" />
          <p className="text-lg font-semibold">Vídeo indisponível</p>
          <p className="max-w-md text-sm text-slate-300">
            O link do vídeo desta aula não é um endereço válido do YouTube ou do Vimeo, por isso ele não pode
            ser exibido. Avise o suporte para que a aula seja corrigida.
          </p>
        </div>
      )}
    </div>
  );
}
