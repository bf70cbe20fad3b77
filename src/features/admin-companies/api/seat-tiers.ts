// 'Faixas de preço por assento': the tiers as the administrators edit them (admin_list_seat_tiers)
// and their replacement, all at once (admin_save_seat_tiers). The form's rules mirror the
// database's (supabase/schemas/15_company-admin.sql), which checks them again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonNumber } from '@/lib/rpc-json';
import { parseDecimal } from '@/utils/decimal';
import { companiesKeys } from './keys';

export const MAX_TIERS = 10;
export const MAX_TIER_SEATS = 10_000;
export const MAX_DISCOUNT = 90;

const tierSchema = z.object({ min_seats: z.number().int(), discount_percent: jsonNumber });
const tiersSchema = z.array(tierSchema);

export type SeatTier = z.output<typeof tierSchema>;

export const seatTiersQueryOptions = () =>
  queryOptions({
    queryKey: companiesKeys.tiers(),
    queryFn: () => callRpc('admin_list_seat_tiers', {}, tiersSchema),
  });

export function useSeatTiers() {
  return useQuery(seatTiersQueryOptions());
}

const seatsField = z
  .string()
  .trim()
  .min(1, 'Informe o número de assentos.')
  .refine((text) => /^\d+$/.test(text), 'Use um número inteiro de assentos.')
  .transform(Number)
  .refine((seats) => seats >= 1 && seats <= MAX_TIER_SEATS, 'Use de 1 a 10.000 assentos.');

const discountField = z
  .string()
  .trim()
  .min(1, 'Informe o desconto.')
  .transform((text) => parseDecimal(text))
  .refine((value) => value !== null, 'Use um número, como 12,5.')
  .transform((value) => value ?? 0)
  .refine((value) => value >= 0 && value <= MAX_DISCOUNT, 'O desconto deve ficar entre 0% e 90%.')
  .refine((value) => Math.round(value * 100) === value * 100, 'Use no máximo duas casas decimais.');

export const seatTiersFormSchema = z
  .object({
    tiers: z
      .array(z.object({ min_seats: seatsField, discount_percent: discountField }))
      .min(1, 'Cadastre ao menos uma faixa.')
      .max(MAX_TIERS, 'Cadastre no máximo 10 faixas.'),
  })
  .superRefine(({ tiers }, context) => {
    tiers.forEach((tier, index) => {
      const previous = tiers[index - 1];
      if (!previous) return;
      if (tier.min_seats <= previous.min_seats) {
        context.addIssue({
          code: 'custom',
          path: ['tiers', index, 'min_seats'],
          message: 'Deve ser maior que o número de assentos da faixa anterior.',
        });
      }
      if (tier.discount_percent < previous.discount_percent) {
        context.addIssue({
          code: 'custom',
          path: ['tiers', index, 'discount_percent'],
          message: 'O desconto não pode ser menor que o da faixa anterior.',
        });
      }
    });
  });

export type SeatTiersFormValues = z.input<typeof seatTiersFormSchema>;
export type SeatTiersValues = z.output<typeof seatTiersFormSchema>;

export function useSaveSeatTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tiers: SeatTier[]) => callRpc('admin_save_seat_tiers', { p_tiers: tiers }, tiersSchema),
    onSuccess: (saved) => queryClient.setQueryData(companiesKeys.tiers(), saved),
  });
}
