// The seam between the lesson player and the two video sites. Each adapter drives an iframe that
// already shows the site's embed (src set by the component) through the site's own player API,
// and reports what the video does in seconds of the video (not of the lesson).

export interface PlayerEvents {
  /** The embed answered: its API works. */
  onReady: () => void;
  /** Current time and, once known, the video's real duration. Several times per second while playing. */
  onTime: (seconds: number, durationSeconds: number | null) => void;
  onPlay: () => void;
  onPause: (seconds: number) => void;
  onEnded: () => void;
  /**
   * The site refused the video (removed, private, embedding off). An embed that never answers
   * (offline, blocked) is the component's to notice (lesson-video.tsx).
   */
  onError: () => void;
}

export interface PlayerAdapter {
  pause: () => void;
  /** Stops listening; the iframe itself belongs to the component. */
  disconnect: () => void;
}
