import { useIsMutating } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCardPage } from '@/components/ui/card-shell';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { accountMutationKey } from '@/features/auth/api/mutation-keys';
import { LoginForm } from '@/features/auth/components/login-form';
import { SignupForm } from '@/features/auth/components/signup-form';
import { useAuth } from '@/lib/auth';
import { RETURN_PATH_PARAM, safeReturnPath, withReturnPath } from '@/lib/return-path';
import { useDocumentMeta } from '@/lib/use-document-title';

const toggleLinkClass = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * /auth: login and sign-up on one screen; ?mode=signup opens sign-up. ?voltar= is
 * where to go afterwards (an enrolment a visitor started), kept when switching between the two.
 */
export default function AuthRoute() {
  const [searchParams] = useSearchParams();
  const isSignUp = searchParams.get('mode') === 'signup';
  const returnPath = safeReturnPath(searchParams.get(RETURN_PATH_PARAM));
  const { status, isActive } = useAuth();
  // While a sign-in or sign-up runs the form itself decides where to go next.
  const submitting = useIsMutating({ mutationKey: accountMutationKey }) > 0;
  useDocumentMeta(isSignUp ? 'Criar conta' : 'Entrar');

  if (status === 'loading') return <LoadingText />;
  // Where the forms go too (a deactivated account: only 'Meus dados' is open to it).
  if (status === 'signed-in' && !submitting)
    return <Navigate to={isActive ? (returnPath ?? paths.dashboard) : paths.myData} replace />;

  if (isSignUp) {
    return (
      <AuthCardPage
        wide
        title="Criar conta"
        description="Comece agora sua trilha de carreira em computação em nuvem."
        footer={
          <>
            Já tem uma conta?{' '}
            <Link to={withReturnPath(paths.auth, returnPath)} className={toggleLinkClass}>
              Entrar
            </Link>
          </>
        }
      >
        <SignupForm returnPath={returnPath} />
      </AuthCardPage>
    );
  }

  return (
    <AuthCardPage
      title="Entrar"
      description="Acesse sua conta para continuar seus estudos."
      footer={
        <>
          Não tem uma conta?{' '}
          <Link to={withReturnPath(paths.signUp, returnPath)} className={toggleLinkClass}>
            Cadastre-se
          </Link>
        </>
      }
    >
      <LoginForm returnPath={returnPath} />
    </AuthCardPage>
  );
}
