import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

function DeactivatedAccount() {
  return (
    <section role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">Conta desativada</h1>
      <p className="mt-3 text-ink-muted">
        Sua conta foi desativada por um administrador. Entre em contato com o suporte para reativá-la.
      </p>
    </section>
  );
}

/** UI comfort only: the database refuses the data to anyone not allowed (see security.md). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, isActive } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingText />;
  if (status === 'signed-out')
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  if (!isActive) return <DeactivatedAccount />;
  return children ?? <Outlet />;
}

export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, isAdmin, isActive } = useAuth();
  if (status === 'loading') return <LoadingText />;
  if (status === 'signed-out') return <Navigate to={paths.auth} replace />;
  if (!isActive) return <DeactivatedAccount />;
  if (!isAdmin) return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}
