import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { reasonCode, userMessage } from '@/lib/errors/user-message';
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_ACCOUNT_FAILED_MESSAGE,
  deleteAccountSchema,
  useDeleteAccount,
  type DeleteAccountFormValues,
} from '../api/delete-account';

function WhatGoes() {
  return (
    <ul className="ml-5 list-disc space-y-1 text-sm text-ink-muted">
      <li>sua conta de acesso, seu nome, contato, endereço e renda familiar;</li>
      <li>suas matrículas, seu progresso e as aulas concluídas;</li>
      <li>seus certificados, que deixam de ser verificáveis;</li>
      <li>
        os registros do seu consentimento e, se você for professor, sua ficha e seus vínculos com cursos.
      </li>
    </ul>
  );
}

function DeleteAccountForm({ email }: { email: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const schema = useMemo(() => deleteAccountSchema(email), [email]);
  const form = useForm<DeleteAccountFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });

  const submit = ({ email: typed }: DeleteAccountFormValues) =>
    remove.mutate(typed, {
      onSuccess: async () => {
        // The account no longer exists: forget the session here (signOut falls back to local).
        // Signing out of a protected screen leads to /auth.
        await signOut().catch(() => undefined);
        toast.success(ACCOUNT_DELETED_MESSAGE);
        navigate(paths.auth, { replace: true });
      },
      onError: (error) => {
        const message = userMessage(error, DELETE_ACCOUNT_FAILED_MESSAGE);
        if (reasonCode(error) === 'email_confirmation_mismatch') form.setError('email', { message });
        else toast.error(message);
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <p className="text-sm text-ink">Serão apagados agora, de uma vez e sem volta:</p>
      <WhatGoes />
      <p className="text-sm text-ink-muted">
        Quer guardar uma cópia? Use “Baixar meus dados” antes de continuar.
      </p>
      <FormField
        label="Para confirmar, digite o email da sua conta"
        hint={email}
        error={form.formState.errors.email?.message}
        required
      >
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormDialogFooter
        submitLabel="Excluir conta definitivamente"
        saving={remove.isPending}
        savingLabel="Excluindo..."
        cancelWaitsForSave
        destructive
      />
    </form>
  );
}

/** 'Excluir minha conta' (LGPD art. 18 VI): one server call after typing the account's e-mail. */
export function DeleteAccountCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      id="excluir-conta"
      aria-labelledby="excluir-conta-titulo"
      className="scroll-mt-24 rounded-2xl border border-red-200 bg-red-50/40 p-5 sm:p-6"
    >
      <h3 id="excluir-conta-titulo" className="text-lg font-bold text-red-800">
        Excluir minha conta
      </h3>
      <p className="mt-2 text-sm text-ink">
        A exclusão é imediata e definitiva. Depois dela, este email pode criar uma conta nova, que começa do
        zero. Saiba o que acontece com cada dado na{' '}
        <Link to={paths.privacy} className="font-medium text-brand-700 underline underline-offset-2">
          Política de Privacidade
        </Link>
        .
      </p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        Excluir minha conta
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Excluir minha conta" description="Esta ação não pode ser desfeita." size="md">
          <DeleteAccountForm email={email} />
        </DialogContent>
      </Dialog>
    </section>
  );
}
