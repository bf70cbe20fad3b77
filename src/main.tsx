import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes, loadRouteChunks } from '@/app/router';
import { readPrerenderState } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const prerendered = readPrerenderState(document);
// A public page built as HTML (scripts/prerender.mjs) is hydrated with the data it was built with;
// that data is marked stale, so each query reads the database again right after (an edit made
// since the build shows at once). Only the path the HTML was built for is hydrated: a host that
// answers another path with this HTML gets a client render instead, like every other route.
const hydrating =
  prerendered !== null && prerendered.path === window.location.pathname && root.hasChildNodes();
if (hydrating) hydrate(queryClient, prerendered.queries);

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} router={BrowserRouter}>
      <AppRoutes />
    </AppProvider>
  </StrictMode>
);

// The page's own chunk first: hydrating a lazy route that is still loading would work too, but
// React would hold the page's events until it arrives; awaiting it makes hydration one pass.
if (hydrating) void loadRouteChunks(window.location.pathname).finally(() => hydrateRoot(root, app));
else createRoot(root).render(app);
