import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { DEACTIVATED_ACCOUNT_MESSAGE, useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { cx } from '@/lib/class-names';
import { withReturnPath } from '@/lib/return-path';
import { useDocumentMeta } from '@/lib/use-document-title';
import { useSignOut } from '@/lib/use-sign-out';

/**
 * Shown instead of any protected screen to a user an administrador deactivated. The database
 * already refuses their data (docs/threat-model.md, threat 15); this tells them why, lets them leave, and
 * points to 'Meus dados', which stays open to them. `withTitle` false: the profile shows it above
 * 'Meus dados' and keeps its own page title.
 */
export function DeactivatedAccount({ withTitle = true }: { withTitle?: boolean }) {
  useDocumentMeta(withTitle ? 'Conta desativada' : null);
  const { signingOut: leaving, signOutTo } = useSignOut();
  const leave = () => signOutTo(paths.auth, { replace: true });

  return (
    <section
      role="alert"
      className={cx('mx-auto max-w-lg px-4 text-center', withTitle ? 'py-20' : 'pb-4 pt-2')}
    >
      <h1 className="text-2xl font-bold text-ink">Conta desativada</h1>
      <p className="mt-3 text-ink-muted">{DEACTIVATED_ACCOUNT_MESSAGE}</p>
      <p className="mt-3 text-ink-muted">
        Seus dados continuam à sua disposição: em{' '}
        <Link to={paths.myData} className="font-semibold text-brand-700 underline underline-offset-2">
          Meus dados
        </Link>{' '}
        você pode vê-los, baixá-los e excluir sua conta.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => void leave()} disabled={leaving}>
          Sair
        </Button>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Voltar para a Home
        </Link>
      </div>
    </section>
  );
}

/**
 * UI comfort only: the database refuses the data to anyone not allowed (see docs/threat-model.md).
 * `openToDeactivated`: the screen itself handles a deactivated account (the profile, whose
 * 'Meus dados' stays open to them).
 */
export function RequireAuth({
  children,
  openToDeactivated = false,
}: {
  children?: ReactNode;
  openToDeactivated?: boolean;
}) {
  const { status, isActive } = useAuth();
  const signInPath = useSignInPath(status);
  if (status === 'loading') return <LoadingText />;
  if (status === 'signed-out') return <Navigate to={signInPath} replace />;
  if (!isActive && !openToDeactivated) return <DeactivatedAccount />;
  return children ?? <Outlet />;
}

/**
 * Where a signed-out person goes: /auth, and back to this very address after signing in when they
 * arrived here signed out (a checkout link's ?cupom= survives). Someone who just signed out here
 * is not sent back to the screen they left.
 */
function useSignInPath(status: string): string {
  const { pathname, search } = useLocation();
  // Remembered from an earlier render (React's pattern for information from previous renders).
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);
  return wasSignedIn ? paths.auth : withReturnPath(paths.auth, pathname + search);
}

/** Admin screens: no session → /auth; signed in without administrador → /dashboard. */
/** Non-administradores are told so ('Acesso negado') and sent to their dashboard. */
function AccessDenied() {
  useEffect(() => {
    toast.error('Acesso negado', { id: 'access-denied' });
  }, []);
  return <Navigate to={paths.dashboard} replace />;
}

export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, isAdmin, isActive } = useAuth();
  const signInPath = useSignInPath(status);
  if (status === 'loading') return <LoadingText />;
  if (status === 'signed-out') return <Navigate to={signInPath} replace />;
  if (!isActive) return <DeactivatedAccount />;
  if (!isAdmin) return <AccessDenied />;
  return children ?? <Outlet />;
}

/** RequireAuth for a screen that handles a deactivated account itself ('Meus dados'). */
export function RequireAuthOpenToDeactivated() {
  return <RequireAuth openToDeactivated />;
}

/**
 * The assessments' authoring screens: administradores and professores (the database then decides
 * which courses a professor may author: the ones linked to them). Anyone else: 'Acesso negado'.
 */
export function RequireAuthor({ children }: { children?: ReactNode }) {
  const { status, role, isActive } = useAuth();
  const signInPath = useSignInPath(status);
  if (status === 'loading') return <LoadingText />;
  if (status === 'signed-out') return <Navigate to={signInPath} replace />;
  if (!isActive) return <DeactivatedAccount />;
  if (role !== 'administrador' && role !== 'professor') return <AccessDenied />;
  return children ?? <Outlet />;
}
