// Seconds left on the simulado by the server's clock (utils/exam-clock.ts), ticking every second
// on the device's monotonic clock, which a change of the device's time does not move.
import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/exam-clock';

/** `deadline`: performance.now() value at which the time runs out. */
export function useExamClock(deadline: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, performance.now()));
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(deadline, performance.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    // A tab in the background gets its timers slowed: read the clock again when it shows.
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline]);
  return left;
}
