// One organisation in the back office: address, seat blocks, gestores and its orders; members as
// counts only (admin_get_organisation). An unknown id reads as null (the screen says so).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { reasonCode } from '@/lib/errors/user-message';
import { jsonCount, jsonNumber } from '@/lib/rpc-json';
import { ORDER_STATUSES, PAYMENT_METHODS, PRODUCT_KINDS } from '@/rules/orders';
import { organisationRowSchema } from './get-organisations';
import { companiesKeys } from './keys';

const organisationDetailSchema = z.object({
  organisation: z.object({
    id: z.string(),
    legal_name: z.string(),
    cnpj: z.string(),
    billing_email: z.string(),
    address_line: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    email_domain: z.string().nullable(),
    created_at: z.string(),
  }),
  summary: organisationRowSchema,
  seat_blocks: z.array(
    z.object({
      id: z.string(),
      product_kind: z.enum(PRODUCT_KINDS),
      product_title: z.string(),
      seat_count: jsonCount,
      holder_count: jsonCount,
      period_start: z.string(),
      period_end: z.string(),
      is_open: z.boolean(),
    }),
  ),
  seat_block_count: jsonCount,
  gestores: z.array(
    z.object({ user_id: z.string(), full_name: z.string().nullable(), email: z.string().nullable() }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.enum(ORDER_STATUSES),
      amount: jsonNumber,
      method: z.enum(PAYMENT_METHODS),
      installments: z.number().int(),
      product_title: z.string(),
      seat_count: jsonCount.nullable(),
      buyer_name: z.string().nullable(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  order_count: jsonCount,
});

export type OrganisationDetail = z.output<typeof organisationDetailSchema>;

export async function getOrganisation(organisationId: string): Promise<OrganisationDetail | null> {
  try {
    return await callRpc(
      'admin_get_organisation',
      { p_organisation_id: organisationId },
      organisationDetailSchema,
    );
  } catch (error) {
    if (reasonCode(error) === 'organisation_not_found') return null;
    throw error;
  }
}

export const organisationQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: companiesKeys.detail(organisationId),
    queryFn: () => getOrganisation(organisationId),
  });

export function useOrganisation(organisationId: string) {
  return useQuery(organisationQueryOptions(organisationId));
}
