// Vimeo's own player library (@vimeo/player, from the npm registry) driving the embed on
// player.vimeo.com. It talks to the iframe over postMessage and accepts answers only from
// Vimeo's origins. Loaded on demand: only lessons hosted on Vimeo download it.
import { READY_TIMEOUT_MS, type PlayerAdapter, type PlayerEvents } from './types';

interface VimeoTime {
  seconds: number;
  duration: number;
}

export async function connectVimeoPlayer(
  iframe: HTMLIFrameElement,
  events: PlayerEvents,
): Promise<PlayerAdapter> {
  const { default: Player } = await import('@vimeo/player');
  const player = new Player(iframe);
  let ready = false;
  let connected = true;
  let duration: number | null = null;
  const giveUp = window.setTimeout(() => {
    if (!ready && connected) events.onError();
  }, READY_TIMEOUT_MS);

  const onTime = ({ seconds, duration: length }: VimeoTime) => {
    if (Number.isFinite(length) && length > 0) duration = length;
    events.onTime(seconds, duration);
  };
  const onPlay = () => events.onPlay();
  const onPause = ({ seconds }: VimeoTime) => events.onPause(seconds);
  const onEnded = () => events.onEnded();
  const onError = () => events.onError();

  player.on('timeupdate', onTime);
  player.on('play', onPlay);
  player.on('pause', onPause);
  player.on('ended', onEnded);
  player.on('error', onError);
  player
    .ready()
    .then(() => {
      ready = true;
      window.clearTimeout(giveUp);
      if (connected) events.onReady();
    })
    .catch(() => {
      window.clearTimeout(giveUp);
      if (connected) events.onError();
    });

  return {
    pause: () => void player.pause().catch(() => {}),
    disconnect: () => {
      connected = false;
      window.clearTimeout(giveUp);
      player.off('timeupdate', onTime);
      player.off('play', onPlay);
      player.off('pause', onPause);
      player.off('ended', onEnded);
      player.off('error', onError);
    },
  };
}
