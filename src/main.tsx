import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/provider';
import { createAppRoutes, discoverSignedInRoutes, resolveLazyRoutes } from '@/app/router';
import { hydratePrerenderedQueries, readPrerenderState } from '@/lib/hydration';
import { createQueryClient } from '@/lib/query-client';
import { nameThisPageLoad } from '@/lib/scroll-place';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const routeOptions = { queryClient, waitForData: false };
const routes = createAppRoutes(routeOptions);
const prerendered = readPrerenderState(document);
// A public page built as HTML (scripts/prerender.mjs) is hydrated with the data it was built with;
// each query reads the database again once its component is hydrated (an edit made since the
// build shows at once). Only the path the HTML was built for is hydrated: a host that
// answers another path with this HTML gets a client render instead, like every other route.
const prerenderedHere =
  prerendered !== null && prerendered.path === window.location.pathname && root.hasChildNodes();

async function start() {
  // Prerendered HTML: the first screen's code before the router is made, so the router renders it
  // at once (the HTML hydrates without a gap), its HTML having preloaded the files already. Code
  // that fails to download is the router's to report (the app's error screen, rendered anew).
  // Any other page: the router at once, which shows the shell with the loading text until the
  // screen's code is in (docs/architecture.md, "The shell before the first screen").
  const resolved =
    prerenderedHere &&
    (await resolveLazyRoutes(routes, window.location.pathname).then(
      () => true,
      () => false,
    ));
  const hydrating = prerenderedHere && resolved;
  if (hydrating) hydratePrerenderedQueries(queryClient, prerendered.queries);
  nameThisPageLoad();
  const router = createBrowserRouter(routes, {
    hydrationData: hydrating ? { loaderData: prerendered.loaderData } : undefined,
    // The signed-in screens' routes are added on the first visit to that area.
    patchRoutesOnNavigation: discoverSignedInRoutes(routeOptions),
  });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* Without React transitions: the router keeps the previous screen up itself while the
            next one's code loads, and what it renders is the address at once (a search-parameter
            change builds on the parameters shown). docs/architecture.md, "Navigations". */}
        <RouterProvider router={router} useTransitions={false} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (Lighthouse mobile, /course/aws: total blocking time
    // 160–380 ms before, 80–130 ms after).
    startTransition(() => {
      hydrateRoot(root!, app);
    });
  } else createRoot(root!).render(app);
}

void start();
