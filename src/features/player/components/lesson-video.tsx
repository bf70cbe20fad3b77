import { VideoOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { formatClock } from '@/utils/format';
import { getVideoEmbed, playerEmbedUrl, type VideoEmbed } from '@/utils/video';
import { saveWatchPosition } from '../api/save-watch-position';
import type { SavedWatchPosition } from '../api/watch-position-schema';
import type { PlayerAdapter, PlayerEvents } from '../players/types';
import { connectVimeoPlayer } from '../players/vimeo-player';
import { connectYouTubePlayer } from '../players/youtube-player';
import {
  hasWatchedEnough,
  lessonLengthSeconds,
  PositionRecorder,
  resumeSeconds,
  watchedLength,
} from '../utils/watch-progress';

interface LessonVideoProps {
  lessonId: string;
  title: string;
  videoUrl: string;
  durationMinutes: number;
  /** Saved position, in seconds from the lesson's start. */
  savedSeconds: number;
  /** The second the address asks for (?t=), which wins over the saved position; null for none. */
  requestedSeconds?: number | null;
  /** Store the position (enrolled, or a signed-in viewer of a free preview). */
  keepPosition: boolean;
  /** A position was sent to the database (the outline cache follows it). */
  onPositionSaved: (seconds: number) => void;
  /**
   * The database stored a position (screens that show it, e.g. the dashboard, read it again); its
   * answer also says whether the lesson now counts for the goal and the points.
   */
  onPositionStored: (saved: SavedWatchPosition) => void;
  /** 90 % of the lesson watched (once). */
  onWatched: () => void;
  /** The lesson's video reached its end (once). */
  onEnded: () => void;
  /** Shown over the video (the 'Próxima aula' countdown). */
  overlay?: React.ReactNode;
}

/**
 * How long an embed may stay silent before the student is offered the video on its site: after
 * its page loaded (a working embed answers within a second; an error page never does), and in
 * all (a network that delivers nothing). docs/rules/player-and-navigation.md, "The video's
 * loading state".
 */
export const EMBED_SILENT_AFTER_LOAD_MS = 1_500;
export const EMBED_SILENT_MS = 4_000;

/**
 * loading: the embed has not answered yet (the loading state covers it); ready: it plays;
 * silent: no answer in time (the link to the site is offered; a late answer still takes over);
 * refused: the site refused the video.
 */
type EmbedStatus = 'loading' | 'ready' | 'silent' | 'refused';

/** The player that drives this embed, or null when the component went away while loading it. */
function connect(embed: VideoEmbed, iframe: HTMLIFrameElement, events: PlayerEvents): Promise<PlayerAdapter> {
  return embed.provider === 'youtube'
    ? Promise.resolve(connectYouTubePlayer(iframe, events))
    : connectVimeoPlayer(iframe, events);
}

/**
 * The lesson's video through the site's player API (docs/threat-model.md: only the two embed origins),
 * resuming at the saved second, reporting the position (at most every 10 s while playing, and on
 * pause, lesson change, page hide and unload) and when the lesson was watched. A link that is not
 * YouTube or Vimeo, or an embed that fails to load, shows a clear message instead.
 */
export function LessonVideo(props: LessonVideoProps) {
  const {
    lessonId,
    title,
    videoUrl,
    durationMinutes,
    savedSeconds,
    requestedSeconds,
    keepPosition,
    overlay,
  } = props;
  const embed = getVideoEmbed(videoUrl);
  const lessonSeconds = lessonLengthSeconds(durationMinutes);
  // Decided once per lesson: later saves must not move the embed.
  const [startAt] = useState(() => requestedSeconds ?? resumeSeconds(savedSeconds, lessonSeconds));
  const resumed = requestedSeconds == null;
  const [status, setStatus] = useState<EmbedStatus>('loading');
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const src = embed
    ? playerEmbedUrl(embed, { origin: window.location.origin, startSeconds: embed.startSeconds + startAt })
    : null;

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!embed || !iframe) return;
    const offset = embed.startSeconds;
    const recorder = new PositionRecorder((seconds, { keepalive }) => {
      if (!latest.current.keepPosition) return;
      latest.current.onPositionSaved(seconds);
      saveWatchPosition(lessonId, seconds, { keepalive })
        // Also after this lesson is gone: leaving for the dashboard races this very write.
        .then((saved) => saved && latest.current.onPositionStored(saved))
        .catch((error: unknown) => console.warn('Falha ao salvar a posição do vídeo', error));
    });
    let adapter: PlayerAdapter | null = null;
    let playing = false;
    let watched = false;
    let ended = false;
    let duration: number | null = null;
    const relative = (seconds: number) => Math.min(Math.max(0, seconds - offset), lessonSeconds);
    const length = () =>
      watchedLength({ startOffsetSeconds: offset, lessonSeconds, playerDurationSeconds: duration });
    const finish = () => {
      if (ended) return;
      ended = true;
      if (!watched) {
        watched = true;
        latest.current.onWatched();
      }
      latest.current.onEnded();
    };

    const events: PlayerEvents = {
      onReady: () => setStatus('ready'),
      onTime: (seconds, durationSeconds) => {
        if (durationSeconds) duration = durationSeconds - offset;
        const position = relative(seconds);
        if (playing) recorder.playing(position);
        if (!watched && hasWatchedEnough(position, length())) {
          watched = true;
          latest.current.onWatched();
        }
        // A lesson cut from a longer video ends at its own length.
        if (offset > 0 && seconds - offset >= lessonSeconds && playing) {
          adapter?.pause();
          recorder.paused(position);
          finish();
        }
      },
      onPlay: () => {
        playing = true;
        ended = false;
      },
      onPause: (seconds) => {
        playing = false;
        recorder.paused(relative(seconds));
      },
      onEnded: () => {
        playing = false;
        recorder.paused(length());
        finish();
      },
      onError: () => setStatus('refused'),
    };

    const stillLoading = () => setStatus((current) => (current === 'loading' ? 'silent' : current));
    const silentTimer = window.setTimeout(stillLoading, EMBED_SILENT_MS);
    let loadedTimer: number | undefined;
    const onFrameLoad = () => {
      window.clearTimeout(loadedTimer);
      loadedTimer = window.setTimeout(stillLoading, EMBED_SILENT_AFTER_LOAD_MS);
    };
    iframe.addEventListener('load', onFrameLoad);

    let active = true;
    void connect(embed, iframe, events).then((connected) => {
      if (active) adapter = connected;
      else connected.disconnect();
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') recorder.flush({ keepalive: true });
    };
    const onPageHide = () => recorder.flush({ keepalive: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      active = false;
      window.clearTimeout(silentTimer);
      window.clearTimeout(loadedTimer);
      iframe.removeEventListener('load', onFrameLoad);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the lesson (another lesson, another screen): write where it stopped.
      recorder.flush({ keepalive: true });
      adapter?.disconnect();
    };
    // One connection per embed; the callbacks are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, lessonId]);

  const providerName = embed?.provider === 'vimeo' ? 'Vimeo' : 'YouTube';
  const showFrame = Boolean(embed && src) && status !== 'refused';
  const offerSite = !embed || status === 'silent' || status === 'refused';

  return (
    <div>
      <section
        aria-label="Vídeo da aula"
        className="relative aspect-video w-full overflow-hidden bg-slate-900 sm:rounded-2xl sm:shadow-sm"
      >
        {showFrame && (
          <iframe
            ref={iframeRef}
            // A new element per video: the previous lesson's player never lingers.
            key={src}
            src={src ?? undefined}
            title={`Vídeo da aula: ${title}`}
            // Hidden until the embed answers: a page that failed to load is the browser's error
            // page, never something to show the student.
            className={cn('h-full w-full border-0', status !== 'ready' && 'invisible')}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        {showFrame && status === 'loading' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-slate-200">
            <span
              aria-hidden="true"
              className="h-10 w-10 animate-spin rounded-full border-4 border-slate-600 border-t-white motion-reduce:animate-none"
            />
            <p role="status" className="text-sm font-medium">
              Carregando vídeo...
            </p>
          </div>
        )}
        {offerSite && (
          <div
            role="note"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-4 text-center text-white sm:gap-3 sm:px-6"
          >
            {/* A phone's 16:9 player is ~220 px tall: the words and the link first. */}
            <VideoOffIcon width={36} height={36} className="text-slate-300 max-sm:hidden" />
            {embed ? (
              <>
                <p className="text-base font-semibold sm:text-lg">Não foi possível carregar o vídeo aqui</p>
                <p className="max-w-md text-sm text-slate-300">
                  O player do {providerName} não respondeu. Verifique sua conexão ou assista à aula direto no
                  site do vídeo.
                </p>
                <a
                  href={embed.watchUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
                >
                  Assistir no {providerName}
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </>
            ) : (
              <>
                <p className="text-base font-semibold sm:text-lg">Vídeo indisponível</p>
                <p className="max-w-md text-sm text-slate-300">
                  O link do vídeo desta aula não é um endereço válido do YouTube ou do Vimeo, por isso ele não
                  pode ser exibido. Avise o suporte para que a aula seja corrigida.
                </p>
              </>
            )}
          </div>
        )}
        {overlay}
      </section>
      {embed && startAt > 0 && status !== 'refused' && keepPosition && resumed && (
        <p className="px-4 pt-2 text-sm text-ink-muted sm:px-0">
          Continuando de onde você parou:{' '}
          <span className="font-semibold tabular-nums">{formatClock(startAt)}</span>
        </p>
      )}
      {embed && startAt > 0 && status !== 'refused' && !resumed && (
        <p className="px-4 pt-2 text-sm text-ink-muted sm:px-0">
          Começando em <span className="font-semibold tabular-nums">{formatClock(startAt)}</span>
        </p>
      )}
    </div>
  );
}
