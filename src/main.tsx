import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRoutes, prerenderedRouteHandle } from '@/app/router';
import { TransitionRouter } from '@/app/transition-router';
import { hydratePrerenderedQueries, readPrerenderState } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const prerendered = readPrerenderState(document);
// A public page built as HTML (scripts/prerender.mjs) is hydrated with the data it was built with;
// each query reads the database again once its component is hydrated (an edit made since the
// build shows at once). Only the path the HTML was built for is hydrated: a host that
// answers another path with this HTML gets a client render instead, like every other route.
const hydrating =
  prerendered !== null && prerendered.path === window.location.pathname && root.hasChildNodes();
if (hydrating) hydratePrerenderedQueries(queryClient, prerendered.queries);

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} router={TransitionRouter}>
      <AppRoutes />
    </AppProvider>
  </StrictMode>
);

// React answers (and replays) a click from the moment hydrateRoot is called; while the page's lazy
// chunk loads, it keeps the prerendered HTML of <main> as it is.
if (hydrating) {
  // The page's route chunk is imported at once (its HTML preloads the file already) rather than
  // when hydration first renders the route; a failed import is React.lazy's to report.
  prerenderedRouteHandle(window.location.pathname)
    ?.load()
    .catch(() => undefined);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (Lighthouse mobile, /course/aws: total blocking time 160–380 ms
  // before, 80–130 ms after).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);
