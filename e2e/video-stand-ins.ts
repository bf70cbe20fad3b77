// Stand-ins for the two video hosts, which these machines cannot reach. Each is a small page
// served by Playwright at the REAL embed address (https://www.youtube-nocookie.com/embed/… and
// https://player.vimeo.com/video/…), so the app's code runs unchanged — the same iframe URL, the
// same origin checks — and each speaks the postMessage protocol of the real embed:
//   * YouTube's IFrame Player API (enablejsapi=1): answers 'listening' with 'initialDelivery' and
//     'onReady', obeys 'command' (playVideo, pauseVideo, seekTo, addEventListener), reports
//     'infoDelivery' {currentTime, duration, playerState} and 'onStateChange', or 'onError'.
//   * Vimeo's player (what @vimeo/player talks to): 'ready' on load, answers 'ping' and every
//     method call ({method, value}), emits the subscribed events ({event, data}) such as
//     'timeupdate' {seconds, percent, duration}, 'play', 'pause' and 'ended'.
// A "video" plays in real time from the start the URL asks for (YouTube's start=, Vimeo's #t=).
// Buttons inside the page stand for the viewer's hands on the real player's controls: play,
// pause, and dragging the scrubber to a second.
import { expect, type FrameLocator, type Page } from '@playwright/test';

interface StandInOptions {
  /** Video length in seconds, by video id (YouTube id or Vimeo number); default 600. */
  durations?: Record<string, number>;
  /** Video ids whose embed refuses the video (removed, private, embedding disabled). */
  failing?: string[];
}

const controls = `
  <style>
    html, body { margin: 0; height: 100%; background: #111; color: #fff; font: 16px system-ui, sans-serif; }
    main { display: grid; place-content: center; gap: 12px; height: 100%; text-align: center; }
    #time { font-size: 28px; font-variant-numeric: tabular-nums; }
    button, input { font: inherit; }
  </style>
  <main>
    <p id="label"></p>
    <p id="time" aria-live="off">0:00</p>
    <p>
      <button id="play" type="button">Reproduzir</button>
      <button id="pause" type="button">Pausar</button>
      <label>Ir para o segundo <input id="seek" type="number" min="0" style="width: 6em"></label>
      <button id="seek-go" type="button">Ir</button>
    </p>
  </main>`;

// Shared clock of both stand-ins: a video that plays in real time, 4 updates per second.
const clock = `
  const clamp = (value) => Math.max(0, Math.min(DURATION, value));
  let time = clamp(START);
  let playing = false;
  let endedOnce = false;
  const show = () => {
    const s = Math.floor(time);
    document.getElementById('time').textContent = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
    document.body.dataset.seconds = String(time);
  };
  show();
  setInterval(() => {
    if (!playing) return;
    time = clamp(time + 0.25);
    show();
    onTick();
    if (time >= DURATION) { playing = false; onEnd(); }
  }, 250);
  document.getElementById('play').onclick = () => play();
  document.getElementById('pause').onclick = () => pause();
  document.getElementById('seek-go').onclick = () => seek(Number(document.getElementById('seek').value));
`;

function youtubePage(videoId: string, duration: number, failing: boolean) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>YouTube stand-in</title></head><body>${controls}
<script>
  // Stand-in of the YouTube embed (IFrame Player API protocol), not YouTube itself.
  document.getElementById('label').textContent = 'YouTube stand-in ${videoId}';
  const params = new URLSearchParams(location.search);
  const PARENT = params.get('origin');
  const DURATION = ${duration};
  const START = Number(params.get('start') || 0);
  const FAILING = ${failing};
  let widgetId = null;
  let state = -1;
  const send = (message) => parent.postMessage(JSON.stringify({ ...message, id: widgetId, channel: 'widget' }), PARENT);
  const info = () => ({ currentTime: time, duration: DURATION, playerState: state, videoLoadedFraction: 1 });
  const setState = (next) => { state = next; send({ event: 'onStateChange', info: next }); send({ event: 'infoDelivery', info: info() }); };
  const onTick = () => send({ event: 'infoDelivery', info: { currentTime: time } });
  const onEnd = () => setState(0);
  const play = () => { if (time >= DURATION) time = 0; playing = true; setState(1); };
  const pause = () => { playing = false; setState(2); };
  const seek = (seconds) => { time = clamp(seconds); show(); send({ event: 'infoDelivery', info: { currentTime: time } }); };
  ${clock}
  window.commands = [];
  window.addEventListener('message', (event) => {
    if (event.origin !== PARENT || event.source !== parent) return;
    const data = JSON.parse(event.data);
    if (data.event === 'listening') {
      if (widgetId !== null) return;
      widgetId = data.id;
      if (FAILING) { send({ event: 'onError', info: 150 }); return; }
      state = 5;
      send({ event: 'initialDelivery', info: info() });
      send({ event: 'onReady', info: null });
    } else if (data.event === 'command') {
      window.commands.push(data.func);
      if (data.func === 'playVideo') play();
      if (data.func === 'pauseVideo') pause();
      if (data.func === 'seekTo') seek(data.args[0]);
    }
  });
</script></body></html>`;
}

function vimeoPage(videoId: string, duration: number, failing: boolean) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vimeo stand-in</title></head><body>${controls}
<script>
  // Stand-in of Vimeo's embedded player (its postMessage protocol), not Vimeo itself.
  document.getElementById('label').textContent = 'Vimeo stand-in ${videoId}';
  const DURATION = ${duration};
  const FAILING = ${failing};
  const START = Number((/t=(\\d+)s?/.exec(location.hash) || [0, 0])[1]);
  const listeners = new Set();
  const post = (message) => parent.postMessage(message, '*');
  const emit = (name, data) => { if (listeners.has(name)) post({ event: name, data }); };
  const timing = () => ({ seconds: time, percent: time / DURATION, duration: DURATION });
  const onTick = () => emit('timeupdate', timing());
  const onEnd = () => { emit('pause', timing()); emit('ended', timing()); };
  const play = () => { if (time >= DURATION) time = 0; playing = true; emit('play', timing()); };
  const pause = () => { playing = false; emit('pause', timing()); };
  const seek = (seconds) => { time = clamp(seconds); show(); emit('seeked', timing()); emit('timeupdate', timing()); };
  ${clock}
  window.addEventListener('message', (event) => {
    if (event.source !== parent) return;
    const data = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    const reply = (value) => post({ method: data.method, value });
    switch (data.method) {
      case 'ping': return FAILING ? post({ event: 'error', data: { method: 'ready', name: 'PrivacyError', message: 'Because of its privacy settings, this video cannot be played here.' } }) : reply();
      case 'addEventListener': listeners.add(data.value); return reply();
      case 'removeEventListener': listeners.delete(data.value); return reply();
      case 'play': play(); return reply();
      case 'pause': pause(); return reply();
      case 'getDuration': return reply(DURATION);
      case 'getCurrentTime': return reply(time);
      case 'setCurrentTime': seek(data.value); return reply(time);
      default: return reply();
    }
  });
  if (FAILING) post({ event: 'error', data: { method: 'ready', name: 'PrivacyError', message: 'Because of its privacy settings, this video cannot be played here.' } });
  else post({ event: 'ready', data: { id: ${JSON.stringify(videoId)} } });
</script></body></html>`;
}

/** Serves the stand-ins for every YouTube and Vimeo embed the page opens from now on. */
export async function serveVideoStandIns(page: Page, options: StandInOptions = {}) {
  const durationOf = (id: string) => options.durations?.[id] ?? 600;
  const fails = (id: string) => options.failing?.includes(id) ?? false;
  await page.route('https://www.youtube-nocookie.com/embed/**', (route) => {
    const id = new URL(route.request().url()).pathname.split('/')[2] ?? '';
    return route.fulfill({ contentType: 'text/html', body: youtubePage(id, durationOf(id), fails(id)) });
  });
  await page.route('https://player.vimeo.com/video/**', (route) => {
    const id = new URL(route.request().url()).pathname.split('/')[2] ?? '';
    return route.fulfill({ contentType: 'text/html', body: vimeoPage(id, durationOf(id), fails(id)) });
  });
}

/** The stand-in inside the lesson's iframe. */
export function standIn(page: Page): FrameLocator {
  return page.frameLocator('iframe[title^="Vídeo da aula"]');
}

/** The stand-in's current second. */
export async function standInSeconds(page: Page): Promise<number> {
  // The stand-in's body carries its second once its script has run: a frame still loading has none.
  const body = standIn(page).locator('body');
  await expect(body).toHaveAttribute('data-seconds', /\d/);
  return Number(await body.getAttribute('data-seconds'));
}

/** The viewer drags the scrubber to a second. */
export async function seekStandIn(page: Page, seconds: number) {
  const frame = standIn(page);
  await frame.locator('#seek').fill(String(seconds));
  await frame.locator('#seek-go').click();
}
