// create_organisation (docs/companies.md): the company the seats are billed to. The form's rules
// are the database's: a CNPJ with its check digits, a legal name, a billing e-mail, the address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { useAuth } from '@/lib/auth';
import { BRAZILIAN_STATES, cnpjDigits, cnpjField } from '@/rules/cnpj';
import { companySalesKeys } from './company-sales-keys';

export const organisationFormSchema = z.object({
  cnpj: cnpjField,
  legalName: z.string().trim().min(2, 'Informe a razão social').max(200, 'Use até 200 caracteres'),
  billingEmail: z.string().trim().min(1, 'Informe o e-mail de cobrança').email('E-mail inválido'),
  addressLine: z.string().trim().min(3, 'Informe o endereço').max(300, 'Use até 300 caracteres'),
  city: z.string().trim().min(2, 'Informe a cidade').max(120, 'Use até 120 caracteres'),
  state: z
    .string()
    .refine((state) => (BRAZILIAN_STATES as readonly string[]).includes(state), 'Escolha a UF'),
  postalCode: z.string().refine((cep) => /^\d{8}$/.test(cep.replace(/\D/g, '')), 'CEP inválido'),
});

export type OrganisationFormValues = z.input<typeof organisationFormSchema>;
export type OrganisationValues = z.output<typeof organisationFormSchema>;

const createdSchema = z.object({ id: z.string(), legal_name: z.string() });

export function createOrganisation(values: OrganisationValues) {
  return callRpc(
    'create_organisation',
    {
      p_cnpj: cnpjDigits(values.cnpj),
      p_legal_name: values.legalName,
      p_billing_email: values.billingEmail,
      p_address_line: values.addressLine,
      p_city: values.city,
      p_state: values.state,
      p_postal_code: values.postalCode.replace(/\D/g, ''),
    },
    createdSchema,
  );
}

export function useCreateOrganisation(userId: string) {
  const queryClient = useQueryClient();
  const { reloadAccount } = useAuth();
  return useMutation({
    mutationFn: createOrganisation,
    // The buyer now manages it: the account (its 'Minha empresa' entry) and the checkout's list.
    onSuccess: () =>
      Promise.all([
        reloadAccount(),
        queryClient.invalidateQueries({ queryKey: companySalesKeys.myOrganisations(userId) }),
      ]),
  });
}
