import { describe, expect, it } from 'vitest';
import { formatClock } from '@/utils/format';
import {
  hasWatchedEnough,
  lessonLengthSeconds,
  PositionRecorder,
  requestedStartSeconds,
  resumeSeconds,
  watchedLength,
} from './watch-progress';

/** A recorder on a hand-driven clock, recording what it sends. */
function recorder() {
  let time = 0;
  const sent: { seconds: number; keepalive: boolean; at: number }[] = [];
  const instance = new PositionRecorder(
    (seconds, { keepalive }) => sent.push({ seconds, keepalive, at: time }),
    () => time,
  );
  return {
    instance,
    sent,
    /** Plays from `from` for `seconds`, with a time update every 250 ms like the embeds send. */
    play(from: number, seconds: number) {
      for (let step = 0; step <= seconds * 4; step++) {
        instance.playing(from + step / 4);
        if (step < seconds * 4) time += 250;
      }
      return from + seconds;
    },
  };
}

describe('PositionRecorder', () => {
  it('writes at most once per 10 s of playback: 2 minutes of watching make 12 writes', () => {
    const { play, sent } = recorder();
    play(0, 120);
    expect(sent.map((write) => write.seconds)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
    const gaps = sent.slice(1).map((write, index) => write.at - sent[index]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10_000);
  });

  it('writes at once on pause, never twice the same second, and flushes with keepalive on leaving', () => {
    const { instance, play, sent } = recorder();
    const at = play(40, 2.5);
    instance.paused(at);
    instance.paused(at);
    expect(sent).toEqual([{ seconds: 42, keepalive: false, at: 2500 }]);
    instance.flush({ keepalive: true });
    expect(sent).toHaveLength(1);
    play(42, 3);
    instance.flush({ keepalive: true });
    expect(sent.at(-1)).toMatchObject({ seconds: 45, keepalive: true });
  });

  it('writes nothing for a lesson that was never played', () => {
    const { instance, sent } = recorder();
    instance.flush({ keepalive: true });
    expect(sent).toEqual([]);
  });
});

describe('watching rules', () => {
  it('resumes at the saved second, from the start when it was (nearly) the end', () => {
    const length = lessonLengthSeconds(18);
    expect(length).toBe(1080);
    expect(resumeSeconds(42.7, length)).toBe(42);
    expect(resumeSeconds(0, length)).toBe(0);
    expect(resumeSeconds(1075, length)).toBe(0);
    expect(resumeSeconds(Number.NaN, length)).toBe(0);
  });

  it('a cut lesson lasts its own length; a whole video what its player reports', () => {
    expect(
      watchedLength({ startOffsetSeconds: 1397, lessonSeconds: 1320, playerDurationSeconds: 9000 }),
    ).toBe(1320);
    expect(watchedLength({ startOffsetSeconds: 0, lessonSeconds: 1080, playerDurationSeconds: 1112 })).toBe(
      1112,
    );
    expect(watchedLength({ startOffsetSeconds: 0, lessonSeconds: 1080, playerDurationSeconds: null })).toBe(
      1080,
    );
  });

  it('90 % watched completes the lesson', () => {
    expect(hasWatchedEnough(89, 100)).toBe(false);
    expect(hasWatchedEnough(90, 100)).toBe(true);
    expect(hasWatchedEnough(5, 0)).toBe(false);
  });

  it('shows clock times', () => {
    expect(formatClock(42)).toBe('0:42');
    expect(formatClock(725)).toBe('12:05');
    expect(formatClock(3723)).toBe('1:02:03');
  });
});

describe('requestedStartSeconds (?t= on the lesson address)', () => {
  it('reads a whole second within the lesson', () => {
    expect(requestedStartSeconds('754', 1_200)).toBe(754);
    expect(requestedStartSeconds('0', 1_200)).toBe(0);
  });

  it('keeps a second past the end inside the lesson, and takes any second of a lesson of unknown length', () => {
    expect(requestedStartSeconds('5000', 1_200)).toBe(1_199);
    expect(requestedStartSeconds('5000', 0)).toBe(5_000);
  });

  it('ignores an absent or malformed value, so the saved position applies', () => {
    for (const value of [null, '', '12:34', '-5', '1.5', 'abc'])
      expect(requestedStartSeconds(value, 1_200)).toBeNull();
  });
});
