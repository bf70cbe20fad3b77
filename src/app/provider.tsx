import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { SiteLayout } from '@/components/layouts/site-layout';
import type { AccountExtras } from '@/components/layouts/site-header';
import { LoadingText } from '@/components/ui/loading-text';
import { ToasterHost } from '@/components/ui/toaster-host';
import { SITE_HEADER_HEIGHT_PX } from '@/config/layout';
import { AuthProvider } from '@/lib/auth';
import { markHydrated } from '@/lib/hydration';
import { scrollPlaceKey } from '@/lib/scroll-place';
import { TermsAcceptance } from './terms-acceptance';

/** Around the router, in the browser and at build time alike. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}

function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

/**
 * The root route's element: what every screen needs from inside the router (the session, which
 * navigates; the header and footer; toasts) and the scroll position a navigation sets: the top of
 * a new page, the place the reader left on Back and Forward.
 */
export function AppShell({ accountExtras }: { accountExtras: AccountExtras }) {
  return (
    <AuthProvider>
      <RouteErrorBoundary>
        <SiteLayout accountExtras={accountExtras} />
      </RouteErrorBoundary>
      <TermsAcceptance />
      {/* Below the sticky header (logo, menu), which stays usable while a toast shows. */}
      <ToasterHost
        richColors
        closeButton
        position="top-center"
        offset={{ top: SITE_HEADER_HEIGHT_PX + 12 }}
        mobileOffset={{ top: SITE_HEADER_HEIGHT_PX + 8, left: 12, right: 12 }}
      />
      <ScrollRestoration getKey={scrollPlaceKey} />
    </AuthProvider>
  );
}

/**
 * Where the screens go, inside the shell. Its effect runs once the first screen has hydrated (or
 * rendered, without prerendered HTML), not while the shell waits for the screen's code: the mark
 * tells tests and tools the page answers clicks.
 */
export function Screens() {
  useEffect(markHydrated, []);
  return <Outlet />;
}

/**
 * Where the first screen goes while its code downloads (a page that was not prerendered): the
 * same reserved room and loading text as the layout's fallback for a later first visit, so the
 * footer stays below the fold.
 */
export function FirstScreenLoading() {
  return (
    <div className="min-h-screen">
      <LoadingText />
    </div>
  );
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A screen whose code or loader failed (a chunk that did not download): the app's one error
 * screen, inside the header and footer, and logged like any render error.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <ErrorBoundary>
      <Rethrow error={error} />
    </ErrorBoundary>
  );
}
