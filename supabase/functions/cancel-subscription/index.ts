// cancel-subscription edge function: wiring only; the request handling is in handler.ts.
import { allowedOrigins, serviceClient } from '../_shared/env.ts';
import { MERCADO_PAGO } from '../_shared/payments/mercado-pago.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { cancelSubscriptionHandler } from './handler.ts';

Deno.serve(
  cancelSubscriptionHandler({
    service: serviceClient(),
    providerName: MERCADO_PAGO,
    payments: loadPaymentSettings('cancel-subscription'),
    allowedOrigins,
  }),
);
