// create-checkout (docs/payments-provider.md): opens the pending order at the database's price
// and the provider's hosted checkout for it; the browser then leaves for that page. The form's
// rules are the function's: a CPF with its check digits, a method, installments only by card.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { PAYMENT_RETURN_PATH } from '@/config/paths';
import { invokeFunction } from '@/lib/api/backend';
import { jsonNumber } from '@/lib/rpc-json';
import { cpfDigits, cpfField } from '@/rules/cpf';
import { rememberedAffiliate } from '../utils/remembered-affiliate';
import { PAYMENT_METHODS, type ProductKind } from '@/rules/orders';

export const checkoutFormSchema = z.object({
  cpf: cpfField,
  method: z.enum(PAYMENT_METHODS, { message: 'Escolha a forma de pagamento' }),
  installments: z.string(),
});

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckoutValues = z.output<typeof checkoutFormSchema>;

const checkoutAnswerSchema = z.object({
  order_id: z.string(),
  checkout_url: z.string().url(),
  amount: jsonNumber,
  installments: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
});

export type CreatedCheckout = z.output<typeof checkoutAnswerSchema>;

export interface CheckoutRequest {
  productKind: ProductKind;
  productId: string;
  values: CheckoutValues;
  /** The coupon quote_coupon accepted; start_order checks and applies it again. */
  couponCode?: string | null;
}

export function createCheckout({
  productKind,
  productId,
  values,
  couponCode = null,
}: CheckoutRequest): Promise<CreatedCheckout> {
  return invokeFunction(
    'create-checkout',
    {
      productKind,
      productId,
      method: values.method,
      // Pix and boleto are paid at once.
      installments: values.method === 'card' ? Number(values.installments) || 1 : 1,
      cpf: cpfDigits(values.cpf),
      returnPath: PAYMENT_RETURN_PATH,
      couponCode,
      affiliateCode: rememberedAffiliate(),
    },
    checkoutAnswerSchema,
  );
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
