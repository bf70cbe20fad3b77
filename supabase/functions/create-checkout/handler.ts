// create-checkout: a signed-in buyer asks to pay for a course, book or plan; the answer is the
// provider's hosted page to send them to. docs/payments-provider.md has the contract.
//
// Order: CORS preflight → method → bearer token (401) → body (400) → start_order AS THE CALLER
// (the database decides whether this person may buy this product, and reads the price: nothing
// the browser sends about money is used) → the provider's checkout for that order →
// record_checkout (service role). A plan paid by card in one instalment gets a RECURRING
// checkout instead (Mercado Pago's preapproval: the card is charged every period until the
// subscription is cancelled; docs/payments-provider.md → Renovações). A failure after start_order leaves a pending order that no
// provider knows of, so nothing can ever pay it; the buyer's next try opens a new one.
import { readBody } from '../_shared/body.ts';
import { databaseReasonCode, signedInCaller } from '../_shared/caller.ts';
import { browserFunction, jsonResponse, refuse, type WithLog } from '../_shared/http.ts';
import type { PaymentSettings } from '../_shared/payments/from-env.ts';
import { PaymentProviderError } from '../_shared/payments/provider.ts';
import type { ServiceClient } from '../_shared/supabase.ts';
import { z } from 'zod';
import { parseAnyCheckoutBody } from './validate.ts';

export interface CreateCheckoutDependencies {
  service: ServiceClient;
  /** A client that acts as the caller (their token), so RLS and the RPC see them. */
  clientFor: (token: string) => ServiceClient;
  /** null when the payment secrets are missing (logged at start). */
  payments: PaymentSettings | null;
  allowedOrigins: string[];
  logError?: (message: string, detail?: unknown) => void;
}

interface StartedOrder {
  id: string;
  discount_amount: number | string | null;
  product_kind: 'course' | 'book' | 'plan' | 'track';
  subscription_id: string | null;
  product_title: string;
  amount: number | string;
  installments: number;
  method: 'pix' | 'boleto' | 'card';
}

async function handle(
  request: Request,
  cors: Record<string, string>,
  { service, clientFor, payments, logError }: WithLog<CreateCheckoutDependencies>,
): Promise<Response> {
  const caller = await signedInCaller(request, service, cors);
  if (caller instanceof Response) return caller;

  const body = await readBody(request, z.unknown(), {
    invalid: 'invalid_checkout_request',
    headers: cors,
  });
  if (body instanceof Response) return body;
  const parsed = parseAnyCheckoutBody(body);
  if ('code' in parsed) return refuse(parsed.code, 400, cors);
  const input = parsed.data;

  if (!payments) return refuse('payments_not_configured', 503, cors);

  // A company's order of seats (docs/companies.md): start_seat_order as the caller, who must be a
  // gestor of the organisation; the payer is the organisation's CNPJ. A subscriber's upgrade
  // (docs/plan-changes.md): start_plan_upgrade_order, the difference for the rest of the period.
  // Then the same path.
  const asCaller = clientFor(caller.token);
  const [rpcName, started] =
    input.kind === 'seats'
      ? [
          'start_seat_order',
          await asCaller.rpc('start_seat_order', {
            p_organisation_id: input.organisationId,
            p_product_kind: input.productKind,
            p_product_id: input.productId,
            p_seats: input.seats,
            p_method: input.method,
            p_installments: input.installments,
            ...(input.seatBlockId ? { p_seat_block_id: input.seatBlockId } : {}),
          }),
        ]
      : input.kind === 'plan_change'
        ? [
            'start_plan_upgrade_order',
            await asCaller.rpc('start_plan_upgrade_order', {
              p_subscription_id: input.subscriptionId,
              p_plan_id: input.planId,
              p_method: input.method,
              p_installments: input.installments,
              p_cpf: input.cpf,
            }),
          ]
        : [
            'start_order',
            await asCaller.rpc('start_order', {
              p_product_kind: input.productKind,
              p_product_id: input.productId,
              p_method: input.method,
              p_installments: input.installments,
              p_cpf: input.cpf,
              ...(input.couponCode ? { p_coupon_code: input.couponCode } : {}),
              ...(input.affiliateCode ? { p_affiliate_code: input.affiliateCode } : {}),
            }),
          ];
  if (started.error) {
    const code = databaseReasonCode(started.error);
    if (code && started.status >= 400 && started.status < 500) return refuse(code, started.status, cors);
    logError(`create-checkout: ${rpcName} failed`, started.error);
    return refuse('checkout_failed', 500, cors);
  }
  const order = started.data as unknown as StartedOrder;
  let payer: { email: string; cpf?: string; cnpj?: string } = {
    email: caller.user.email ?? '',
    cpf: input.kind === 'seats' ? undefined : input.cpf,
  };
  if (input.kind === 'seats') {
    // The organisation pays: its billing e-mail and CNPJ, as start_seat_order wrote them.
    const { data: billing, error } = await service
      .from('orders')
      .select('buyer_email, buyer_cnpj')
      .eq('id', order.id)
      .single();
    if (error) {
      logError(`create-checkout: reading the billing details of order ${order.id} failed`, error);
      return refuse('checkout_failed', 500, cors);
    }
    payer = { email: billing.buyer_email ?? caller.user.email ?? '', cnpj: billing.buyer_cnpj ?? '' };
  }
  const amount = Number(order.amount);

  const returnUrl = new URL(input.returnPath, `${payments.siteUrl}/`);
  returnUrl.searchParams.set('pedido', order.id);
  // Seats are bought for 12 months at once, and an upgrade pays part of a period once: never a
  // recurring charge. A coupon discounts a plan's first charge only, which a recurring charge would
  // repeat every period (docs/coupons.md, Plans).
  const recurring =
    input.kind === undefined &&
    order.discount_amount === null &&
    order.product_kind === 'plan' &&
    order.method === 'card' &&
    order.installments === 1;
  let interval: 'month' | 'year' = 'month';
  if (recurring) {
    const { data: subscription, error } = await service
      .from('subscriptions')
      .select('billing_interval')
      .eq('id', order.subscription_id ?? '')
      .single();
    if (error) {
      logError(`create-checkout: reading the subscription of order ${order.id} failed`, error);
      return refuse('checkout_failed', 500, cors);
    }
    interval = subscription.billing_interval === 'year' ? 'year' : 'month';
  }
  let checkout;
  try {
    checkout = recurring
      ? await payments.provider.createRecurringCheckout({
          orderId: order.id,
          title: order.product_title,
          amount,
          interval,
          buyer: { email: caller.user.email ?? '' },
          returnUrl: returnUrl.href,
        })
      : await payments.provider.createCheckout({
          orderId: order.id,
          title: order.product_title,
          amount,
          method: order.method,
          installments: order.installments,
          buyer: payer,
          returnUrl: returnUrl.href,
          notificationUrl: payments.webhookUrl,
        });
  } catch (error) {
    logError(`create-checkout: the provider did not create the checkout of order ${order.id}`, error);
    if (error instanceof PaymentProviderError) return refuse('payment_provider_unavailable', 502, cors);
    throw error;
  }

  const { error: recordError } = await service.rpc('record_checkout', {
    p_order_id: order.id,
    p_provider: payments.provider.name,
    p_provider_reference: checkout.reference,
  });
  if (recordError) {
    logError(`create-checkout: record_checkout failed for order ${order.id}`, recordError);
    return refuse('checkout_failed', 500, cors);
  }

  return jsonResponse(
    {
      order_id: order.id,
      checkout_url: checkout.checkoutUrl,
      amount,
      installments: order.installments,
      method: order.method,
      recurring,
    },
    201,
    cors,
  );
}

export const createCheckoutHandler = browserFunction<CreateCheckoutDependencies>(
  { name: 'create-checkout', failureCode: 'checkout_failed' },
  handle,
);
