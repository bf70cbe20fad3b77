import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { AuthCardPage } from '@/components/ui/card-shell';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentMeta } from '@/lib/use-document-title';

/** /forgot-password: e-mail, send, back to login. */
export default function ForgotPasswordRoute() {
  useDocumentMeta('Recuperar senha');
  return (
    <AuthCardPage
      title="Recuperar senha"
      description="Informe o email da sua conta e enviaremos um link para você criar uma nova senha."
    >
      <ForgotPasswordForm />
      <Link to={paths.auth} className={buttonVariants({ variant: 'ghost', className: 'mt-3 w-full' })}>
        <ArrowLeftIcon width={18} height={18} />
        Voltar para o login
      </Link>
    </AuthCardPage>
  );
}
