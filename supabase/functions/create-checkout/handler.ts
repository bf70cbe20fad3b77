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
import { createCheckoutBody } from './validate.ts';

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

  const input = await readBody(request, createCheckoutBody, {
    invalid: 'invalid_checkout_request',
    headers: cors,
  });
  if (input instanceof Response) return input;

  if (!payments) return refuse('payments_not_configured', 503, cors);

  const started = await clientFor(caller.token).rpc('start_order', {
    p_product_kind: input.productKind,
    p_product_id: input.productId,
    p_method: input.method,
    p_installments: input.installments,
    p_cpf: input.cpf,
  });
  if (started.error) {
    const code = databaseReasonCode(started.error);
    if (code && started.status >= 400 && started.status < 500) return refuse(code, started.status, cors);
    logError('create-checkout: start_order failed', started.error);
    return refuse('checkout_failed', 500, cors);
  }
  const order = started.data as unknown as StartedOrder;
  const amount = Number(order.amount);

  const returnUrl = new URL(input.returnPath, `${payments.siteUrl}/`);
  returnUrl.searchParams.set('pedido', order.id);
  const recurring = order.product_kind === 'plan' && order.method === 'card' && order.installments === 1;
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
          buyer: { email: caller.user.email ?? '', cpf: input.cpf },
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
