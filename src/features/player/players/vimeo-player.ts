// Vimeo's own player library (@vimeo/player, from the npm registry) driving the embed on
// player.vimeo.com. It talks to the iframe over postMessage and accepts answers only from
// Vimeo's origins. Loaded on demand: only lessons hosted on Vimeo download it.
import type { PlayerAdapter, PlayerEvents } from './types';

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
  let connected = true;
  let duration: number | null = null;

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
      if (connected) events.onReady();
    })
    .catch(() => {
      if (connected) events.onError();
    });

  return {
    pause: () => void player.pause().catch(() => {}),
    disconnect: () => {
      connected = false;
      player.off('timeupdate', onTime);
      player.off('play', onPlay);
      player.off('pause', onPause);
      player.off('ended', onEnded);
      player.off('error', onError);
    },
  };
}
