import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { SITE_HEADER_HEIGHT_PX } from '@/config/layout';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { TransitionRouter } from './transition-router';

function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <TransitionRouter>
          <AuthProvider>
            <RouteErrorBoundary>{children}</RouteErrorBoundary>
            {/* Below the sticky header (logo, menu), which stays usable while a toast shows. */}
            <Toaster
              richColors
              closeButton
              position="top-center"
              offset={{ top: SITE_HEADER_HEIGHT_PX + 12 }}
              mobileOffset={{ top: SITE_HEADER_HEIGHT_PX + 8, left: 12, right: 12 }}
            />
          </AuthProvider>
        </TransitionRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
