import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import {
  forgotPasswordSchema,
  useRequestPasswordReset,
  type ForgotPasswordFormValues,
  type ForgotPasswordValues,
} from '../api/request-password-reset';
import { EmailField } from './email-field';

/** After the e-mail is sent, back to /auth after 2 seconds. */
export const REDIRECT_DELAY_MS = 2000;

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordFormValues, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const request = useRequestPasswordReset({
    onSuccess: (_, { email }) => {
      toast.success('Email de recuperação enviado! Verifique sua caixa de entrada.');
      setSentTo(email);
    },
    onError: () => toast.error('Erro ao enviar email de recuperação'),
  });

  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(() => navigate(paths.auth), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sentTo, navigate]);

  if (sentTo) {
    return (
      <div role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="font-semibold">Email enviado para {sentTo}.</p>
        <p className="mt-1">Abra o link da mensagem para criar uma nova senha. Voltando para o login...</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))} className="space-y-5">
      <EmailField error={errors.email?.message} registration={form.register('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar email de recuperação'}
      </Button>
    </form>
  );
}
