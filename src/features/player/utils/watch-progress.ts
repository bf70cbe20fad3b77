// The rules of watching a lesson, kept apart from the players so they can be tested with a clock:
// where playback resumes, when a lesson counts as watched, and when the position is written.
//
// Positions are seconds from the lesson's own start. A lesson cut from a longer video by a start
// time (?t=1397) starts at 0 and lasts its duration_minutes; the database clamps a position to
// duration_minutes × 60 (supabase/migrations/20261125010100_watch_positions.sql).

/** At most one position write per this much time while the video plays. */
export const POSITION_WRITE_INTERVAL_MS = 10_000;
/** Watching this share of a lesson completes it (the end of the video does too). */
export const WATCHED_SHARE = 0.9;
/** A position this close to the end starts the lesson again from the beginning. */
const RESTART_MARGIN_SECONDS = 10;

/** The query parameter that opens a lesson at a second (?t=754: 'Rever na aula' after a quiz). */
export const START_SECOND_PARAM = 't';

/**
 * The second a link asks the lesson to start at (?t=754), within the lesson; null when the address
 * asks for none (or for something that is not a second), so the saved position applies.
 */
export function requestedStartSeconds(value: string | null, lengthSeconds: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const seconds = Number(value);
  // A lesson of unknown length (0 minutes) takes the second as asked.
  return lengthSeconds > 0 ? Math.min(seconds, lengthSeconds - 1) : seconds;
}

/** The lesson's length as the database knows it. */
export function lessonLengthSeconds(durationMinutes: number): number {
  return Math.max(0, durationMinutes) * 60;
}

/** Where playback begins, in seconds from the lesson's start: the saved position, unless it is at the end. */
export function resumeSeconds(savedSeconds: number, lengthSeconds: number): number {
  if (!Number.isFinite(savedSeconds) || savedSeconds <= 0) return 0;
  if (savedSeconds >= lengthSeconds - RESTART_MARGIN_SECONDS) return 0;
  return Math.floor(savedSeconds);
}

/**
 * The length the "watched" rules use. A cut lesson ends after its own length; a whole video at
 * the duration its player reports (the real one), or the lesson's length while unknown.
 */
export function watchedLength(options: {
  startOffsetSeconds: number;
  lessonSeconds: number;
  playerDurationSeconds: number | null;
}): number {
  const { startOffsetSeconds, lessonSeconds, playerDurationSeconds } = options;
  if (startOffsetSeconds > 0 || !playerDurationSeconds || playerDurationSeconds <= 0) return lessonSeconds;
  return playerDurationSeconds;
}

export function hasWatchedEnough(positionSeconds: number, lengthSeconds: number): boolean {
  return lengthSeconds > 0 && positionSeconds >= WATCHED_SHARE * lengthSeconds;
}

export type SendPosition = (seconds: number, options: { keepalive: boolean }) => void;

/**
 * Decides when a position is written: at most once per POSITION_WRITE_INTERVAL_MS of playback,
 * and at once on pause, on leaving the lesson and when the page is hidden or unloaded (flush with
 * keepalive, so the request survives the unload). Never the same value twice in a row.
 */
export class PositionRecorder {
  private latest: number | null = null;
  private lastSent: number | null = null;
  private lastSentAt: number | null = null;

  constructor(
    private readonly send: SendPosition,
    private readonly now: () => number = () => Date.now(),
    private readonly intervalMs = POSITION_WRITE_INTERVAL_MS,
  ) {}

  /** The position while the video plays (called on every time update). */
  playing(seconds: number) {
    this.latest = Math.max(0, Math.floor(seconds));
    // The interval counts from the start of playback, not from page load.
    this.lastSentAt ??= this.now();
    if (this.now() - this.lastSentAt >= this.intervalMs) this.write(false);
  }

  /** The video paused (or ended) at this position. */
  paused(seconds: number) {
    this.latest = Math.max(0, Math.floor(seconds));
    this.write(false);
  }

  /** Leaving the lesson or the page: write what is not written yet. */
  flush(options: { keepalive: boolean }) {
    this.write(options.keepalive);
  }

  private write(keepalive: boolean) {
    if (this.latest === null || this.latest === this.lastSent) return;
    this.lastSent = this.latest;
    this.lastSentAt = this.now();
    this.send(this.latest, { keepalive });
  }
}
