// create-checkout edge function: wiring only (environment, clients, provider); the request
// handling is in handler.ts.
import { allowedOrigins, callerClient, serviceClient } from '../_shared/env.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { createCheckoutHandler } from './handler.ts';

Deno.serve(
  createCheckoutHandler({
    service: serviceClient(),
    clientFor: callerClient,
    payments: loadPaymentSettings('create-checkout'),
    allowedOrigins,
  }),
);
