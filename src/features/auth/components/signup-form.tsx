import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AddressFields } from '@/components/forms/address-fields';
import { FamilyIncomeInput } from '@/components/forms/family-income-input';
import { NameAndPhoneFields } from '@/components/forms/name-and-phone-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { passwordHint } from '@/rules/password-rules';
import { withReturnPath } from '@/lib/return-path';
import { FAMILY_INCOME_PURPOSE } from '@/rules/personal-data-fields';
import { toast } from '@/lib/toast';
import {
  signUpSchema,
  signUpSuccessMessage,
  useSignUp,
  type SignUpFormValues,
  type SignUpValues,
} from '../api/sign-up';
import { GENERIC_ERROR_MESSAGE } from '@/lib/errors/generic-message';
import { userMessage } from '@/lib/errors/user-message';
import { EmailField } from './email-field';
import { TermsConsentField } from './terms-consent-field';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-sm font-semibold uppercase tracking-wide text-brand-800">{title}</legend>
      {children}
    </fieldset>
  );
}

const emptyForm: SignUpFormValues = {
  fullName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  addressStreet: '',
  addressNumber: '',
  addressCity: '',
  addressState: '',
  addressZipcode: '',
  familyIncome: '',
  acceptTerms: false,
};

/** `returnPath`: where to go once the account exists (a validated path of this site). */
export function SignupForm({ returnPath = null }: { returnPath?: string | null }) {
  const navigate = useNavigate();
  const { refreshAccount } = useAuth();
  const form = useForm<SignUpFormValues, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const { register } = form;

  const signUp = useSignUp({
    onSuccess: async (result) => {
      const { session } = result;
      await refreshAccount();
      toast.success(signUpSuccessMessage(result));
      // Without a session (e-mail confirmation required) the dashboard would only bounce to /auth:
      // sign in there after confirming, and the goal still waits in the address.
      navigate(session ? (returnPath ?? paths.dashboard) : withReturnPath(paths.auth, returnPath), {
        replace: true,
      });
    },
    onError: async (error) => {
      await refreshAccount();
      toast.error(userMessage(error, GENERIC_ERROR_MESSAGE));
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values))} className="space-y-8">
      <Section title="Dados pessoais">
        <NameAndPhoneFields register={register} errors={errors} />
      </Section>

      <Section title="Dados de acesso">
        <EmailField error={errors.email?.message} registration={register('email')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Senha" error={errors.password?.message} hint={passwordHint} required>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirmar senha" error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </div>
      </Section>

      <Section title="Endereço">
        <AddressFields register={register} errors={errors} />
      </Section>

      <Section title="Informações adicionais">
        <FormField
          label="Renda familiar (opcional)"
          error={errors.familyIncome?.message}
          hint={`Valor mensal em reais. ${FAMILY_INCOME_PURPOSE}`}
        >
          <FamilyIncomeInput registration={register('familyIncome')} />
        </FormField>
      </Section>

      <TermsConsentField error={errors.acceptTerms?.message} {...register('acceptTerms')} />

      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </form>
  );
}
