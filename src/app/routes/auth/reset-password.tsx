import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCardPage } from '@/components/ui/card-shell';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { getRecoverySession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /reset-password: only with the session opened by a recovery link. */
export default function ResetPasswordRoute() {
  useDocumentMeta('Redefinir senha');
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void getRecoverySession()
      .catch(() => null)
      .then((session) => {
        if (cancelled) return;
        if (session) {
          setChecked(true);
          return;
        }
        toast.error('Link de recuperação inválido ou expirado');
        navigate(paths.auth, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  if (!checked) return <LoadingText text="Verificando link de recuperação..." />;

  return (
    <AuthCardPage title="Redefinir senha" description="Escolha uma nova senha para a sua conta.">
      <ResetPasswordForm />
    </AuthCardPage>
  );
}
