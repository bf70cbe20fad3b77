// The organisations the signed-in person manages (list_my_seat_organisations): whom the company
// checkout may buy for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { jsonNumber } from '@/lib/rpc-json';
import { companySalesKeys } from './company-sales-keys';

const organisationsSchema = z.array(
  z.object({
    id: z.string(),
    cnpj: z.string(),
    legal_name: z.string(),
    billing_email: z.string(),
    blocks: z.array(
      z.object({
        id: z.string(),
        product_kind: z.string(),
        product_id: z.string(),
        product_title: z.string(),
        seat_count: jsonNumber,
        period_end: z.string(),
      }),
    ),
  }),
);

export type SeatOrganisation = z.output<typeof organisationsSchema>[number];

export const mySeatOrganisationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: companySalesKeys.myOrganisations(userId),
    queryFn: () => callRpc('list_my_seat_organisations', {}, organisationsSchema),
  });

export function useMySeatOrganisations(userId: string) {
  return useQuery(mySeatOrganisationsQueryOptions(userId));
}
