import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { passwordHint } from '@/rules/password-rules';
import { toast } from '@/lib/toast';
import {
  changePasswordErrorMessage,
  changePasswordSchema,
  useChangePassword,
  WrongCurrentPasswordError,
  type ChangePasswordFormValues,
  type ChangePasswordValues,
} from '../api/change-password';

const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Profile: change the password of the signed-in user. */
export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const change = useChangePassword({
    onSuccess: () => {
      toast.success('Senha alterada com sucesso!');
      form.reset(emptyForm);
    },
    onError: (error) => {
      const message = changePasswordErrorMessage(error);
      toast.error(message);
      if (error instanceof WrongCurrentPasswordError) {
        form.setError('currentPassword', { message }, { shouldFocus: true });
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => change.mutate({ ...values, email }))}
      className="space-y-5"
    >
      {/* Lets password managers know whose password changes. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label="Senha atual" error={errors.currentPassword?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField label="Nova senha" error={errors.newPassword?.message} hint={passwordHint} required>
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField label="Confirmar nova senha" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
        {change.isPending ? 'Alterando...' : 'Alterar senha'}
      </Button>
    </form>
  );
}
