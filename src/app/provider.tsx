import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ToasterHost } from '@/components/ui/toaster-host';
import { SITE_HEADER_HEIGHT_PX } from '@/config/layout';
import { AuthProvider } from '@/lib/auth';
import { TermsAcceptance } from './terms-acceptance';

function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

interface AppProviderProps {
  children: ReactNode;
  queryClient: QueryClient;
  /**
   * The router: TransitionRouter in the browser (BrowserRouter that says when a navigation is pending), a StaticRouter at the URL being prerendered at build
   * time (src/entry-server.tsx). Both render the same tree, so the prerendered HTML hydrates.
   */
  router: ComponentType<{ children: ReactNode }>;
}

export function AppProvider({ children, queryClient, router: Router }: AppProviderProps) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AuthProvider>
            <RouteErrorBoundary>{children}</RouteErrorBoundary>
            <TermsAcceptance />
            {/* Below the sticky header (logo, menu), which stays usable while a toast shows. */}
            <ToasterHost
              richColors
              closeButton
              position="top-center"
              offset={{ top: SITE_HEADER_HEIGHT_PX + 12 }}
              mobileOffset={{ top: SITE_HEADER_HEIGHT_PX + 8, left: 12, right: 12 }}
            />
          </AuthProvider>
        </Router>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
