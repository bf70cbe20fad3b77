import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Waits shorter than this pass without any indicator (a flash would be noise). */
export const ROUTE_PROGRESS_DELAY_MS = 200;

/**
 * A slim bar on top of the page while the next screen's code or a screen's first data is on its
 * way, shown only after ROUTE_PROGRESS_DELAY_MS. Background refreshes of data already on screen
 * do not count. Renders nothing on the server and on the first client render (hydration-safe).
 */
export function RouteProgress() {
  const navigating = useNavigation().state !== 'idle';
  const loadingFirstData =
    useIsFetching({
      predicate: (query) => query.state.data === undefined && query.state.status === 'pending',
    }) > 0;
  const waiting = navigating || loadingFirstData;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setDelayPassed(true), ROUTE_PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [waiting]);

  if (!waiting || !delayPassed) return null;
  return (
    // Styled in index.css, next to its animation.
    <div role="progressbar" aria-label="Carregando a página" className="route-progress">
      <div />
    </div>
  );
}
