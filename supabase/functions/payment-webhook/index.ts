// payment-webhook edge function: wiring only; the request handling is in handler.ts.
// Deployed with verify_jwt off (supabase/config.toml): the provider sends no Supabase token; the
// x-signature is what authenticates it.
import { serviceClient } from '../_shared/env.ts';
import { mailerFromEnv } from '../_shared/mail/from-env.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { loadFiscalProvider } from '../_shared/fiscal/from-env.ts';
import { inBackground } from '../_shared/fiscal/order-work.ts';
import { paymentWebhookHandler } from './handler.ts';

const fiscalProvider = loadFiscalProvider('payment-webhook');

Deno.serve(
  paymentWebhookHandler({
    service: serviceClient(),
    payments: loadPaymentSettings('payment-webhook'),
    mailer: mailerFromEnv('payment-webhook'),
    fiscal: fiscalProvider && { provider: fiscalProvider, background: inBackground },
  }),
);
