import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { clearRecoveryMark, useAuth } from '@/lib/auth';
import { passwordHint } from '@/rules/password-rules';
import { toast } from '@/lib/toast';
import {
  resetPasswordSchema,
  useResetPassword,
  type ResetPasswordFormValues,
  type ResetPasswordValues,
} from '../api/reset-password';

/** After the reset, signed out and back to /auth after 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordFormValues, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const reset = useResetPassword({
    // Signed out before the message and its timer back to /auth: on a slow connection the
    // login page would otherwise open while the recovery session is still there.
    onSuccess: async () => {
      clearRecoveryMark();
      await signOut();
      toast.success('Senha redefinida com sucesso!');
      setDone(true);
    },
    onError: () => toast.error('Erro ao redefinir senha'),
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.auth, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <div role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="font-semibold">Senha redefinida.</p>
        <p className="mt-1">Entre com a nova senha. Voltando para o login...</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))} className="space-y-5">
      <FormField label="Nova senha" error={errors.password?.message} hint={passwordHint} required>
        <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
      </FormField>
      <FormField label="Confirmar nova senha" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Salvando...' : 'Redefinir senha'}
      </Button>
    </form>
  );
}
