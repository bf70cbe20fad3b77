// The school's fiscal settings for the notas fiscais (get_fiscal_settings, save_fiscal_settings;
// docs/invoices.md): the form's rules are the table's constraints, checked again by the database.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';
import { cnpjDigits, cnpjField } from '@/rules/cnpj';

export const TAX_REGIMES = ['simples_nacional', 'mei', 'lucro_presumido', 'lucro_real'] as const;

export const TAX_REGIME_LABELS: Record<(typeof TAX_REGIMES)[number], string> = {
  simples_nacional: 'Simples Nacional',
  mei: 'MEI',
  lucro_presumido: 'Lucro Presumido',
  lucro_real: 'Lucro Real',
};

const settingsSchema = z.object({
  enabled: z.boolean(),
  cnpj: z.string(),
  legal_name: z.string(),
  municipal_registration: z.string(),
  municipality_code: z.string(),
  tax_regime: z.enum(TAX_REGIMES),
  service_code: z.string(),
  city_tax_code: z.string().nullable(),
  iss_rate: jsonNumber,
  service_description: z.string(),
  requires_taker_address: z.boolean(),
  updated_at: z.string(),
});

export type FiscalSettings = z.output<typeof settingsSchema>;

export const fiscalSettingsFormSchema = z.object({
  enabled: z.boolean(),
  cnpj: cnpjField,
  legal_name: z
    .string()
    .trim()
    .min(3, 'Informe a razão social (de 3 a 200 caracteres).')
    .max(200, 'Informe a razão social (de 3 a 200 caracteres).'),
  municipal_registration: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z.\-/]{1,20}$/, 'Informe a inscrição municipal (até 20 caracteres).'),
  municipality_code: z
    .string()
    .trim()
    .regex(/^\d{7}$/, 'Informe o código IBGE do município, com 7 dígitos.'),
  tax_regime: z.enum(TAX_REGIMES, { message: 'Escolha o regime tributário' }),
  service_code: z
    .string()
    .trim()
    .regex(/^\d{2}\.\d{2}$/, 'Informe o item da lista de serviços no formato 00.00 (por exemplo, 08.02).'),
  city_tax_code: z
    .string()
    .trim()
    .regex(/^([0-9A-Za-z.-]{1,20})?$/, 'Informe o código de tributação do município (até 20 caracteres).'),
  iss_rate: z
    .string()
    .trim()
    .refine((value) => {
      const rate = Number(value.replace(',', '.'));
      return value !== '' && rate >= 2 && rate <= 5;
    }, 'A alíquota do ISS deve ficar entre 2% e 5%.'),
  service_description: z
    .string()
    .trim()
    .min(10, 'Descreva o serviço com 10 a 2.000 caracteres.')
    .max(2000, 'Descreva o serviço com 10 a 2.000 caracteres.'),
  requires_taker_address: z.boolean(),
});

export type FiscalSettingsFormValues = z.input<typeof fiscalSettingsFormSchema>;

const fiscalKeys = { settings: [...sharedQueryKeys.admin.all(), 'fiscal-settings'] as const };

export const fiscalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: fiscalKeys.settings,
    queryFn: () => callRpc('get_fiscal_settings', {}, settingsSchema.nullable()),
  });

export function useFiscalSettings(enabled: boolean) {
  return useQuery({ ...fiscalSettingsQueryOptions(), enabled });
}

export function useSaveFiscalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: z.output<typeof fiscalSettingsFormSchema>) =>
      callRpc(
        'save_fiscal_settings',
        {
          p_settings: {
            ...values,
            cnpj: cnpjDigits(values.cnpj),
            city_tax_code: values.city_tax_code || null,
            iss_rate: Number(values.iss_rate.replace(',', '.')),
          },
        },
        settingsSchema,
      ),
    onSuccess: (saved) => queryClient.setQueryData(fiscalKeys.settings, saved),
  });
}
