// Picks the payment provider from the function secrets (docs/payments-provider.md,
// README → Pagamentos). Deno-only: reads Deno.env.
import { mercadoPagoProvider, restApi, sdkApi } from './mercado-pago.ts';
import type { PaymentProvider } from './provider.ts';

export interface PaymentSettings {
  provider: PaymentProvider;
  /** The site's origin: the buyer's way back from the hosted page. */
  siteUrl: string;
  /** Where the provider sends its notifications. */
  webhookUrl: string;
}

function required(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`${name} is not set (README → Pagamentos)`);
  return value;
}

/** Throws when a secret is missing: the functions answer 500 and log which one. */
export function paymentSettingsFromEnv(): PaymentSettings {
  const accessToken = required('MERCADO_PAGO_ACCESS_TOKEN');
  const webhookSecret = required('MERCADO_PAGO_WEBHOOK_SECRET');
  // Set only by the local scripts, towards the stand-in; sandbox and production use the SDK.
  const localApiUrl = Deno.env.get('MERCADO_PAGO_API_URL')?.trim();
  const api = localApiUrl ? restApi(localApiUrl, accessToken) : sdkApi(accessToken);
  const supabaseUrl = required('SUPABASE_URL').replace(/\/+$/, '');
  return {
    provider: mercadoPagoProvider({ api, webhookSecret }),
    siteUrl: required('PUBLIC_SITE_URL').replace(/\/+$/, ''),
    webhookUrl: Deno.env.get('PAYMENT_WEBHOOK_URL')?.trim() || `${supabaseUrl}/functions/v1/payment-webhook`,
  };
}
