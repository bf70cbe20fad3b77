import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { DEACTIVATED_ACCOUNT_MESSAGE, useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { signInSchema, useSignIn, type SignInFormValues, type SignInValues } from '../api/sign-in';
import { GENERIC_ERROR_MESSAGE } from '@/lib/errors/generic-message';
import { userMessage } from '@/lib/errors/user-message';
import { EmailField } from './email-field';

/** `returnPath`: where to go once signed in (a validated path of this site), else the dashboard. */
export function LoginForm({ returnPath = null }: { returnPath?: string | null }) {
  const navigate = useNavigate();
  const { refreshAccount } = useAuth();
  const form = useForm<SignInFormValues, unknown, SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const signIn = useSignIn({
    // Publish the new session before leaving, so the dashboard's guard already sees it.
    onSuccess: async () => {
      const account = await refreshAccount();
      if (!account.isActive) {
        // Deactivated: only 'Meus dados' is open; say why right away.
        toast.error(DEACTIVATED_ACCOUNT_MESSAGE);
        navigate(paths.myData, { replace: true });
        return;
      }
      toast.success('Login realizado com sucesso!');
      navigate(returnPath ?? paths.dashboard, { replace: true });
    },
    onError: async (error) => {
      await refreshAccount();
      toast.error(userMessage(error, GENERIC_ERROR_MESSAGE));
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))} className="space-y-5">
      <EmailField error={errors.email?.message} registration={form.register('email')} />
      <FormField label="Senha" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className="flex justify-end">
        <Link
          to={paths.forgotPassword}
          className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Esqueceu sua senha?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
