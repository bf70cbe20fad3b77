// YouTube's IFrame Player API, spoken directly to the nocookie embed (enablejsapi=1) over
// postMessage: the same messages youtube.com/iframe_api's widget script exchanges with the embed
// ('listening' handshake, 'command' calls, 'onReady' / 'infoDelivery' / 'onStateChange' /
// 'onError' answers). Speaking it here instead of loading that script keeps Google's code out of
// our origin (it would run next to the session in localStorage) and script-src at 'self' (CSP).
import { YOUTUBE_EMBED_ORIGIN } from '@/utils/video';
import type { PlayerAdapter, PlayerEvents } from './types';

/** YT.PlayerState */
const ENDED = 0;
const PLAYING = 1;
const PAUSED = 2;

interface YouTubeInfo {
  currentTime?: unknown;
  duration?: unknown;
  playerState?: unknown;
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function connectYouTubePlayer(iframe: HTMLIFrameElement, events: PlayerEvents): PlayerAdapter {
  const widgetId = 1;
  let ready = false;
  let state: number | null = null;
  let time = 0;
  let duration: number | null = null;

  const post = (message: Record<string, unknown>) =>
    iframe.contentWindow?.postMessage(
      JSON.stringify({ ...message, id: widgetId, channel: 'widget' }),
      YOUTUBE_EMBED_ORIGIN,
    );

  const changeState = (next: number) => {
    if (next === state) return;
    state = next;
    if (next === PLAYING) events.onPlay();
    else if (next === PAUSED) events.onPause(time);
    else if (next === ENDED) events.onEnded();
  };

  const markReady = () => {
    if (ready) return;
    ready = true;
    window.clearInterval(handshake);
    // Ask for the events the official API subscribes to for its listeners.
    for (const name of ['onReady', 'onStateChange', 'onError'])
      post({ event: 'command', func: 'addEventListener', args: [name] });
    events.onReady();
  };

  const readInfo = (info: YouTubeInfo) => {
    const current = finite(info.currentTime);
    const length = finite(info.duration);
    if (length !== null && length > 0) duration = length;
    if (current !== null) {
      time = current;
      events.onTime(time, duration);
    }
    const nextState = finite(info.playerState);
    if (nextState !== null) changeState(nextState);
  };

  const onMessage = (event: MessageEvent) => {
    // Only the embed in this iframe, from YouTube's nocookie origin.
    if (event.origin !== YOUTUBE_EMBED_ORIGIN || event.source !== iframe.contentWindow) return;
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    if (!data || typeof data !== 'object') return;
    const { event: name, info } = data as { event?: unknown; info?: unknown };
    switch (name) {
      case 'onReady':
        markReady();
        break;
      case 'initialDelivery':
      case 'infoDelivery':
        markReady();
        if (info && typeof info === 'object') readInfo(info as YouTubeInfo);
        break;
      case 'onStateChange': {
        const next = finite(info);
        if (next !== null) changeState(next);
        break;
      }
      case 'onError':
        events.onError();
        break;
    }
  };

  window.addEventListener('message', onMessage);
  // The official API repeats 'listening' until the embed answers (it may still be loading, for
  // as long as the network takes).
  const handshake = window.setInterval(() => post({ event: 'listening' }), 250);
  post({ event: 'listening' });

  return {
    pause: () => post({ event: 'command', func: 'pauseVideo', args: [] }),
    disconnect: () => {
      window.clearInterval(handshake);
      window.removeEventListener('message', onMessage);
    },
  };
}
