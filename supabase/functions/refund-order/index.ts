// refund-order edge function: wiring only; the request handling is in handler.ts.
import { allowedOrigins, serviceClient } from '../_shared/env.ts';
import { mailerFromEnv } from '../_shared/mail/from-env.ts';
import { loadPaymentSettings } from '../_shared/payments/settings.ts';
import { loadFiscalProvider } from '../_shared/fiscal/from-env.ts';
import { inBackground } from '../_shared/fiscal/order-work.ts';
import { refundOrderHandler } from './handler.ts';

const fiscalProvider = loadFiscalProvider('refund-order');

Deno.serve(
  refundOrderHandler({
    service: serviceClient(),
    payments: loadPaymentSettings('refund-order'),
    allowedOrigins,
    mailer: mailerFromEnv('refund-order'),
    fiscal: fiscalProvider && { provider: fiscalProvider, background: inBackground },
  }),
);
