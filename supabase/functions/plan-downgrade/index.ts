// plan-downgrade edge function: wiring only (environment, clients, provider); the request
// handling is in handler.ts.
import { allowedOrigins, callerClient, serviceClient } from '../_shared/env.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { planDowngradeHandler } from './handler.ts';

Deno.serve(
  planDowngradeHandler({
    service: serviceClient(),
    clientFor: callerClient,
    payments: loadPaymentSettings('plan-downgrade'),
    allowedOrigins,
  }),
);
