// The payment settings of one function process, read once at start. Missing secrets are logged
// (with their names) and leave the functions answering 503 payments_not_configured instead of
// failing to load, which would take every other function of the local router down with them.
import { paymentSettingsFromEnv, type PaymentSettings } from './from-env.ts';

export function loadPaymentSettings(functionName: string): PaymentSettings | null {
  try {
    return paymentSettingsFromEnv();
  } catch (error) {
    console.error(
      `${functionName}: payments are not configured:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
