import { useState } from 'react';

const THEATRE_KEY = 'trilha-player-theatre';

/** The desktop "lesson list hidden, video full width" choice, kept for the next visit. */
export function useTheatreMode() {
  const [theatre, setTheatre] = useState(() => {
    try {
      return window.localStorage.getItem(THEATRE_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setTheatre((value) => {
      try {
        window.localStorage.setItem(THEATRE_KEY, value ? '0' : '1');
      } catch {
        // Private mode: the choice lasts this visit only.
      }
      return !value;
    });
  return [theatre, toggle] as const;
}
