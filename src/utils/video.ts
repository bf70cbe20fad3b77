// Lesson video links → embeddable player URLs (docs/threat-model.md). Only YouTube and Vimeo
// links over https are accepted, and the result is always rebuilt from a validated id on one of
// the two embed origins below, so nothing of the stored link but the id (and a start time or
// Vimeo privacy hash) ever reaches the iframe. The accepted forms mirror the CHECK constraint on
// lessons.video_url (supabase/migrations/*_catalogue.sql).

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  /** https://www.youtube-nocookie.com/embed/{id}[?start=N] or https://player.vimeo.com/video/{id}[?h=hash] */
  embedUrl: string;
  /** The video's id on its site (11 characters on YouTube, digits on Vimeo). */
  videoId: string;
  /** Vimeo's privacy hash of an unlisted video. */
  hash: string | null;
  /** Where the lesson starts in the video (a lesson cut from a longer video by t= / start=), 0 otherwise. */
  startSeconds: number;
  /** The video on its own site, for when the embed cannot load ('Assistir no YouTube'). */
  watchUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{1,32}$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/** Seconds from a YouTube start time: "90", "90s", "1m30s", "1h2m3s". Null when absent or invalid. */
export function parseStartSeconds(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.trim();
  const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(text);
  if (!match || !text) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

function parseHttpsUrl(raw: string): URL | null {
  const text = raw.trim();
  // No whitespace or control characters inside a link (the URL parser would silently drop some).
  if (!text || /[\s<>"]|\p{Cc}/u.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return url;
}

function youtubeEmbed(id: string | undefined, start: number | null): VideoEmbed | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const query = start ? `?start=${start}` : '';
  return {
    provider: 'youtube',
    embedUrl: `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${query}`,
    videoId: id,
    hash: null,
    startSeconds: start ?? 0,
    watchUrl: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
  };
}

function vimeoEmbed(
  id: string | undefined,
  hash: string | null | undefined,
  start: number | null,
): VideoEmbed | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash && !VIMEO_HASH.test(hash)) return null;
  const query = hash ? `?h=${hash}` : '';
  return {
    provider: 'vimeo',
    embedUrl: `${VIMEO_EMBED_ORIGIN}/video/${id}${query}`,
    videoId: id,
    hash: hash ?? null,
    startSeconds: start ?? 0,
    watchUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}${start ? `#t=${start}s` : ''}`,
  };
}

/** Path segments without the empty ones around slashes ("/shorts/abc/" → ["shorts", "abc"]). */
function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

/** The embed for a YouTube or Vimeo link, or null for anything else (other hosts, http:, malformed). */
export function getVideoEmbed(raw: string | null | undefined): VideoEmbed | null {
  if (typeof raw !== 'string') return null;
  const url = parseHttpsUrl(raw);
  if (!url) return null;
  const host = url.hostname;
  const parts = segments(url);
  const start = parseStartSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  // Vimeo writes the start time in the fragment: vimeo.com/ID#t=90s.
  const fragmentStart = parseStartSeconds(new URLSearchParams(url.hash.slice(1)).get('t'));

  if (YOUTUBE_HOSTS.has(host)) {
    // youtube.com/watch?v=ID (plus t=, list=, si=, …)
    if (parts.length === 1 && parts[0] === 'watch')
      return youtubeEmbed(url.searchParams.get('v') ?? '', start);
    // youtube.com/embed/ID, /shorts/ID, /live/ID
    if (parts.length === 2 && ['embed', 'shorts', 'live'].includes(parts[0]!))
      return youtubeEmbed(parts[1], start);
    return null;
  }
  if (host === 'youtu.be') {
    return parts.length === 1 ? youtubeEmbed(parts[0], start) : null;
  }
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) {
    return parts.length === 2 && parts[0] === 'embed' ? youtubeEmbed(parts[1], start) : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/ID?h=HASH
    if (parts.length === 1) return vimeoEmbed(parts[0], url.searchParams.get('h'), fragmentStart);
    if (parts.length === 2) return vimeoEmbed(parts[0], parts[1], fragmentStart);
    return null;
  }
  if (host === 'player.vimeo.com') {
    return parts.length === 2 && parts[0] === 'video'
      ? vimeoEmbed(parts[1], url.searchParams.get('h'), fragmentStart)
      : null;
  }
  return null;
}

/**
 * The URL of the embed the lesson player drives through the site's player API: YouTube's IFrame
 * Player API (enablejsapi=1, answering only to `origin`) on the nocookie host, or Vimeo's player
 * (driven by @vimeo/player). `startSeconds` is where playback begins in the video (the lesson's
 * own start plus the saved position), in whole seconds.
 */
export function playerEmbedUrl(embed: VideoEmbed, options: { origin: string; startSeconds: number }): string {
  const start = Math.max(0, Math.floor(options.startSeconds));
  if (embed.provider === 'youtube') {
    const query = new URLSearchParams({
      enablejsapi: '1',
      origin: options.origin,
      playsinline: '1',
      rel: '0',
    });
    if (start > 0) query.set('start', String(start));
    return `${YOUTUBE_EMBED_ORIGIN}/embed/${embed.videoId}?${query.toString()}`;
  }
  const query = new URLSearchParams({ playsinline: '1', dnt: '1' });
  if (embed.hash) query.set('h', embed.hash);
  return `${VIMEO_EMBED_ORIGIN}/video/${embed.videoId}?${query.toString()}${start > 0 ? `#t=${start}s` : ''}`;
}

/** Just the embed URL, or null when the link is not a supported video. */
export function toEmbedUrl(raw: string | null | undefined): string | null {
  return getVideoEmbed(raw)?.embedUrl ?? null;
}

// The link forms the database accepts: the CHECK constraint on lessons.video_url
// (supabase/migrations/*_catalogue.sql), written again here so the lesson form refuses what the
// database would refuse, with a readable message.
const STORED_VIDEO_URL_PATTERNS = [
  /^https:\/\/((www|m)\.)?youtube\.com\/watch\?([^\s<>"#]*&)?v=[A-Za-z0-9_-]{11}([&#][^\s<>"]*)?$/,
  /^https:\/\/((www|m)\.)?youtube\.com\/(embed|shorts|live)\/[A-Za-z0-9_-]{11}([?#][^\s<>"]*)?$/,
  /^https:\/\/youtu\.be\/[A-Za-z0-9_-]{11}([?#][^\s<>"]*)?$/,
  /^https:\/\/(www\.)?youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}([?#][^\s<>"]*)?$/,
  /^https:\/\/(www\.)?vimeo\.com\/[0-9]+(\/[0-9a-f]+)?([?#][^\s<>"]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/[0-9]+([?#][^\s<>"]*)?$/,
];

/** A lesson link the database stores and the player embeds: YouTube or Vimeo over https. */
export function isSupportedVideoUrl(url: string): boolean {
  return STORED_VIDEO_URL_PATTERNS.some((pattern) => pattern.test(url)) && getVideoEmbed(url) !== null;
}
