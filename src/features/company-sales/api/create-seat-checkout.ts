// create-checkout with a company's body (docs/companies.md → Vendendo assentos): the function opens
// the order at private.seat_price's amount (nothing about money is sent) and answers the
// provider's hosted page, which the buyer then leaves for, as a person's checkout does.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { PAYMENT_RETURN_PATH } from '@/config/paths';
import { invokeFunction } from '@/lib/api/backend';
import { jsonNumber } from '@/lib/rpc-json';
import { PAYMENT_METHODS, type PaymentMethod } from '@/rules/orders';
import type { SeatProductKind } from './get-seat-offer';

const answerSchema = z.object({
  order_id: z.string(),
  checkout_url: z.string().url(),
  amount: jsonNumber,
  installments: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
});

export interface SeatCheckoutRequest {
  organisationId: string;
  productKind: SeatProductKind;
  productId: string;
  seats: number;
  /** Seats added to this block (for the days it has left), rather than a new block of 12 months. */
  seatBlockId: string | null;
  method: PaymentMethod;
  installments: number;
}

export function createSeatCheckout(request: SeatCheckoutRequest) {
  return invokeFunction(
    'create-checkout',
    {
      kind: 'seats',
      organisationId: request.organisationId,
      productKind: request.productKind,
      productId: request.productId,
      seats: request.seats,
      seatBlockId: request.seatBlockId,
      method: request.method,
      // Pix and boleto are paid at once.
      installments: request.method === 'card' ? request.installments : 1,
      returnPath: PAYMENT_RETURN_PATH,
    },
    answerSchema,
  );
}

export function useCreateSeatCheckout() {
  return useMutation({ mutationFn: createSeatCheckout });
}
